import type { ReviewState } from '@portal/shared/documents';
import type { BadgeTone } from '@/components/ui/Badge';

/** The review state as the agency reads it: what is left for them to do. */
export const staffReviewBadge: Record<ReviewState, { tone: BadgeTone; label: string }> = {
  pendiente: { tone: 'warning', label: 'Por revisar' },
  aprobado: { tone: 'success', label: 'Aprobado' },
  rechazado: { tone: 'danger', label: 'Rechazado' },
  vencido: { tone: 'danger', label: 'Vencido' },
};
