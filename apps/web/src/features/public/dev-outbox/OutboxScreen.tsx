import { useQuery } from '@tanstack/react-query';
import { PublicShell } from '@/components/layout/PublicShell';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { ApiError } from '@/lib/api-client';
import { fetchOutbox, type OutboxMessage } from './outbox-api';

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'medium' });

function MessageCard({ message }: { message: OutboxMessage }) {
  const time = message.time ? new Date(message.time) : null;
  const code = /\b\d{6}\b/.exec(message.text)?.[0];
  return (
    <li className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold text-brand-900">{message.subject}</h2>
        {time && (
          <time dateTime={message.time} className="text-sm text-slate-500">
            {dateTime.format(time)}
          </time>
        )}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          Para: <span className="font-medium text-slate-800">{message.recipient}</span>
        </span>
        {code && (
          <span className="rounded-md bg-accent-400/20 px-2 py-0.5 font-mono font-semibold text-brand-900">
            Código {code}
          </span>
        )}
      </p>
      <pre className="mt-3 font-sans text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
        {message.text}
      </pre>
    </li>
  );
}

function outboxErrorText(error: Error): string {
  if (!(error instanceof ApiError)) return 'No pudimos leer la bandeja de correos. Intenta de nuevo.';
  if (error.status === 404) {
    return 'Esta instalación no tiene bandeja local: envía los correos por SMTP o está publicada en una dirección pública. Revisa el buzón del destinatario.';
  }
  return error.message;
}

function OutboxBody({ query }: { query: ReturnType<typeof useOutbox> }) {
  if (query.isPending) return <PageLoader label="Cargando correos..." />;
  if (query.error) {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        {outboxErrorText(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">Todavía no hay correos.</p>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((message, index) => (
        <MessageCard key={`${message.id ?? index}-${message.time}`} message={message} />
      ))}
    </ul>
  );
}

const useOutbox = () =>
  useQuery({ queryKey: ['dev-outbox'], queryFn: fetchOutbox, retry: false, staleTime: 0 });

/** `/dev/correos`: the development mailbox, newest first, with the codes the portal sends. */
export default function OutboxScreen() {
  const query = useOutbox();
  return (
    <PublicShell>
      <section className="mx-auto w-full max-w-3xl space-y-5 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">Correos enviados</h1>
            <p className="text-sm text-slate-600">Bandeja local de desarrollo: los más recientes primero.</p>
          </div>
          <Button variant="secondary" isLoading={query.isFetching} onPress={() => void query.refetch()}>
            Actualizar
          </Button>
        </div>
        <OutboxBody query={query} />
      </section>
    </PublicShell>
  );
}
