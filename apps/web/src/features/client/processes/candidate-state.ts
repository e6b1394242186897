import type { ClientCandidateState, ProcessStatus } from '@portal/shared/processes/client';
import type { BadgeTone } from '@/components/ui/Badge';

/** Spec §4 Candidate status: aprobado, pendiente and rechazado have their colour; others are neutral. */
export const candidateTone: Record<ClientCandidateState, BadgeTone> = {
  aprobado: 'success',
  pendiente: 'warning',
  rechazado: 'danger',
  'en contratación': 'neutral',
  contratado: 'neutral',
};

/** A process's status as a badge colour. */
export const statusTone: Record<ProcessStatus, BadgeTone> = {
  'En progreso': 'info',
  Pendiente: 'warning',
  Finalizado: 'success',
  Rechazada: 'danger',
};
