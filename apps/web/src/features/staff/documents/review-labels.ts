import { reviewStateLabels } from '@portal/shared/documents/rules';
import type { ReviewState } from '@portal/shared/documents/rules';
import type { BadgeTone } from '@/components/ui/Badge';

/** The review state as the agency reads it: what is left for them to do. */
export const staffReviewBadge: Record<ReviewState, { tone: BadgeTone; label: string }> = {
  pendiente: { tone: 'warning', label: reviewStateLabels.pendiente },
  aprobado: { tone: 'success', label: reviewStateLabels.aprobado },
  rechazado: { tone: 'danger', label: reviewStateLabels.rechazado },
  vencido: { tone: 'danger', label: reviewStateLabels.vencido },
};
