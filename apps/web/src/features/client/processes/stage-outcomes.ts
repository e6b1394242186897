import type { ProcessDetail } from '@portal/shared/processes/client';
import type { StepOutcome } from '@/components/ui/Stepper';

const done: StepOutcome = { state: 'done', label: 'Completado' };
/** Candidates the company approved, whatever came after. */
const approved = new Set(['aprobado', 'en contratación', 'contratado']);

/**
 * Each of the four stages (spec §2) by what really happened, never by having been viewed:
 * - Solicitud: done once the agency opened the vacancy (`aceptada`, 0020); failed if it turned the
 *   line down ('Rechazada', the order line's word).
 * - Aprobar candidatos: done when candidates were sent, none waits for the company's decision and at
 *   least one was approved (0019).
 * - Contratación: done when every approved candidate's hiring record is Completado (0021).
 * - Candidatos contratados: done when every position asked for is filled.
 * Anything else is still open: the step shows its number and claims nothing.
 */
export function stageOutcomes(process: ProcessDetail): (StepOutcome | null)[] {
  const { solicitud, candidatos, contratacion } = process;
  const request =
    solicitud.estado === 'aceptada'
      ? done
      : solicitud.estado === 'rechazada'
        ? ({ state: 'failed', label: 'Rechazada' } as const)
        : null;
  const decided =
    candidatos.some((candidate) => approved.has(candidate.estado)) &&
    candidatos.every((candidate) => candidate.estado !== 'pendiente');
  const hired = contratacion.length > 0 && contratacion.every((record) => record.estado === 'Completado');
  const filled =
    solicitud.vacante !== null && solicitud.vacante.contratados >= solicitud.vacante.cantidad_vacantes;
  return [request, decided ? done : null, hired ? done : null, filled ? done : null];
}
