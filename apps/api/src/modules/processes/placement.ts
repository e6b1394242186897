import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * What other modules may know of a process (the conversations module): where it sits, to check who
 * reaches it, and the one change they may ask of it, an agreed start date.
 */

export type ProcessPlacement = NonNullable<Awaited<ReturnType<typeof repo.placementOf>>>;

export const processPlacement = (db: Db, id: number) => repo.placementOf(db, id);

/**
 * Both sides agreed on another start date for an order line: it becomes the line's date, and a line
 * the agency had turned down waits for it again (with the new date it may now be staffed). Returns the
 * state before, for the audit.
 */
export async function agreeStartDate(tx: Db, id: number, fecha: string) {
  const before = await repo.lockProcess(tx, id);
  await repo.setStartDate(tx, id, fecha);
  return before && { estado_solicitud: before.estado_solicitud, motivo_rechazo: before.motivo_rechazo };
}
