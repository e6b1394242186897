import { useQuery } from '@tanstack/react-query';
import { systemScreen as text } from '@portal/shared/messages';
import type { CheckState } from '@portal/shared/system/status';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { formatRecent } from '@/lib/format';
import { systemStatusQuery } from './api';
import { cards, overallState } from './sections';
import { StateIcon, stateTone } from './StateIcon';
import { StatusCardView } from './StatusCardView';

function Summary({ estado, generatedAt }: { estado: CheckState; generatedAt: string }) {
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-xl px-4 py-3 ring-1 sm:px-5 ${stateTone[estado].panel}`}
    >
      <StateIcon estado={estado} className="size-8" />
      <p>
        <span className="block text-lg font-bold">{text.summary[estado]}</span>
        <span className="text-sm">{text.generatedAt(formatRecent(generatedAt, { seconds: true }))}</span>
      </p>
    </div>
  );
}

/**
 * `/system` (admins): each part of the portal with its state, its figures and, when its probe failed,
 * why. "Actualizar" probes everything again.
 */
export function SystemStatusScreen() {
  const status = useQuery(systemStatusQuery);
  const refresh = () => void status.refetch();
  const list = status.data ? cards(status.data) : [];
  return (
    <section className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
          <p className="max-w-2xl text-sm text-slate-600">{text.intro}</p>
        </div>
        {status.data && (
          <Button className="self-start sm:self-auto" isLoading={status.isFetching} onPress={refresh}>
            {text.refresh}
          </Button>
        )}
      </div>
      {status.isPending && <PageLoader label={text.loading} />}
      {status.error && (
        <LoadError title={text.loadError} onRetry={refresh} isRetrying={status.isFetching}>
          {status.error.message}
        </LoadError>
      )}
      {status.data && (
        <>
          <Summary estado={overallState(list)} generatedAt={status.data.generado_en} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {list.map((card) => (
              <StatusCardView key={card.id} card={card} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
