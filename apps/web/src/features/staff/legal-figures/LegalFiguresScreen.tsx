import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatLegalFigure,
  type LegalFigureValue,
  legalFigureMessages as messages,
} from '@portal/shared/legal-figures';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AddFigureForm } from './AddFigureForm';
import { legalFiguresQuery, removeLegalFigure } from './api';

const stateBadge: Record<LegalFigureValue['estado'], { text: string; tone: BadgeTone }> = {
  vigente: { text: messages.current, tone: 'success' },
  proximo: { text: messages.upcoming, tone: 'info' },
  anterior: { text: messages.past, tone: 'neutral' },
};

/** `/dashboard/parametros-legales`: each legal figure's values by date; admins add the next one. */
export function LegalFiguresScreen({ canEdit }: { canEdit: boolean }) {
  const figures = useQuery(legalFiguresQuery);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const refresh = async (message: string) => {
    showAlert({ type: 'success', message });
    await queryClient.invalidateQueries({ queryKey: legalFiguresQuery.queryKey });
  };
  const remove = useMutation({
    mutationFn: removeLegalFigure,
    onSuccess: (answer) => refresh(answer.message),
    onError: (error) =>
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos borrar el valor.') }),
  });
  return (
    <section className="space-y-5">
      <ScreenHeader title={messages.title}>{messages.intro}</ScreenHeader>
      {figures.isPending ? (
        <PageLoader label="Cargando parámetros..." />
      ) : figures.isError ? (
        <LoadError
          title="No pudimos cargar los parámetros legales."
          onRetry={() => void figures.refetch()}
          isRetrying={figures.isFetching}
        />
      ) : (
        figures.data.parametros.map((figure) => (
          <section key={figure.clave} aria-label={figure.etiqueta} className="space-y-2">
            <h2 className="text-lg font-bold text-slate-900">{figure.etiqueta}</h2>
            <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {figure.valores.map((value) => (
                <li key={value.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                  <span className="min-w-32 font-semibold text-slate-900">
                    {formatLegalFigure(figure.unidad, value.valor)}
                  </span>
                  <span className="text-slate-700">desde el {formatDate(value.vigente_desde)}</span>
                  <span className="mr-auto text-slate-600">{value.fuente}</span>
                  <Badge tone={stateBadge[value.estado].tone}>{stateBadge[value.estado].text}</Badge>
                  {canEdit && value.estado === 'proximo' && (
                    <Button
                      variant="secondary"
                      isLoading={remove.isPending && remove.variables === value.id}
                      onPress={() => remove.mutate(value.id)}
                      aria-label={`${messages.remove} el valor desde el ${formatDate(value.vigente_desde)}`}
                    >
                      {messages.remove}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {canEdit && <AddFigureForm onDone={refresh} />}
    </section>
  );
}
