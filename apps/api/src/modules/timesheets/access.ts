import { and, eq, type SQL } from 'drizzle-orm';
import { timesheetMessages as messages } from '@portal/shared/timesheets/timesheet';
import { placementScope } from '../../access/staff-scope.js';
import type { Db } from '../../db/client.js';
import { empresas, misiones, postulaciones } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { assignmentRows, type AssignmentRow } from '../assignments/service.js';

/** Who is asking: the worker (their own assignments), a company user (its own) or agency staff (their group's). */
export type TimeActor =
  { kind: 'trabajador'; idCandidato: number } | { kind: 'usuario'; staff: StaffPrincipal };

export const scopeOf = (actor: TimeActor): SQL | undefined =>
  actor.kind === 'trabajador'
    ? eq(postulaciones.id_candidato, actor.idCandidato)
    : placementScope(actor.staff, { id_grupo: empresas.id_grupo, id_empresa: misiones.id_empresa });

/** The assignment if the actor reaches it; 404 otherwise, so another's assignment is not even confirmed. */
export async function reachableAssignment(db: Db, actor: TimeActor, id: number): Promise<AssignmentRow> {
  const [row] = await assignmentRows(db, and(eq(misiones.id_mision, id), scopeOf(actor)));
  if (!row) throw AppError.notFound(messages.assignmentNotFound);
  return row;
}

/** Workers and companies enter time; the agency reads it and corrects with adjustments. */
export const mayEnterTime = (actor: TimeActor) =>
  actor.kind === 'trabajador' || actor.staff.rol === 'empresa';
