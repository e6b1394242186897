import { type CandidateDocument } from '@portal/shared/documents/candidate';
import { reviewStateOf, type ReviewState } from '@portal/shared/documents/rules';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

/** The agency's review in the candidate's words, with what to do when it needs them. */
const review: Record<ReviewState, { tone: BadgeTone; label: string }> = {
  pendiente: { tone: 'neutral', label: 'En revisión' },
  aprobado: { tone: 'success', label: 'Aprobado' },
  rechazado: { tone: 'danger', label: 'Rechazado' },
  vencido: { tone: 'danger', label: 'Vencido: carga uno vigente' },
};

export function ReviewLine({ document }: { document: CandidateDocument }) {
  const state = review[reviewStateOf(document)];
  return (
    <div className="mt-1 space-y-1">
      <Badge tone={state.tone}>{state.label}</Badge>
      {document.estado_revision === 'rechazado' && document.motivo_rechazo && (
        <p className="text-sm text-red-800">Motivo: {document.motivo_rechazo}</p>
      )}
    </div>
  );
}
