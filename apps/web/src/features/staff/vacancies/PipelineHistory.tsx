import { useMutation } from '@tanstack/react-query';
import { noteVisibilityLabels } from '@portal/shared/applications/note-audience';
import type { PipelineEntry } from '@portal/shared/applications/pipeline';
import { pipelineStateLabels } from '@portal/shared/vacancies/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { forwardNote } from './pipeline-api';

type HistoryStep = PipelineEntry['historial'][number];

/** A note the company reads and the candidate does not (a rejection reason) may be forwarded to them. */
function ForwardButton({ entry, step, onDone }: { entry: PipelineEntry; step: HistoryStep; onDone(): void }) {
  const { showAlert } = useAlerts();
  const forward = useMutation({
    mutationFn: () => forwardNote(entry.id_postulacion, step.id),
    onSuccess: (result) => {
      showAlert({ type: 'success', message: result.message });
      onDone();
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos compartir la nota.'),
      }),
  });
  return (
    <Button
      variant="secondary"
      className="mt-1 min-h-9 px-3 text-sm"
      isLoading={forward.isPending}
      aria-label={`Compartir con ${entry.nombre} la nota de ${pipelineStateLabels[step.estado]}`}
      onPress={() => forward.mutate()}
    >
      Compartir con el candidato
    </Button>
  );
}

/** The application's history as staff read it: each state, when, who moved it, the note and who reads it. */
export function PipelineHistory({ entry, onForwarded }: { entry: PipelineEntry; onForwarded(): void }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Historial ({entry.historial.length})
      </summary>
      <ol className="ml-1 space-y-2 border-l-2 border-slate-200 pl-3">
        {entry.historial.map((step) => (
          <li key={step.id}>
            <p className="font-medium text-slate-900">{pipelineStateLabels[step.estado]}</p>
            <p className="text-xs text-slate-600">
              {formatDateTime(step.fecha)} · {step.por ?? 'El candidato'}
            </p>
            {step.nota && (
              <>
                <p className="text-slate-700">
                  {step.nota}{' '}
                  <Badge tone={step.audiencia === 'interna' ? 'neutral' : 'info'}>
                    {noteVisibilityLabels[step.audiencia]}
                  </Badge>
                </p>
                {step.audiencia === 'empresa' && (
                  <ForwardButton entry={entry} step={step} onDone={onForwarded} />
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
