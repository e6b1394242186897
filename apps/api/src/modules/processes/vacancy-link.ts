import { staffOrderMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reaches } from '../../access/staff-scope.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { notificationEvents, notify } from '../notifications/service.js';
import { lockOrderLine } from './order-lines.js';
import * as repo from './repository.js';

/** What the vacancies module tells this one after it saves a vacancy, inside its transaction. */
export interface SavedVacancy {
  id_vacante: number;
  id_empresa: number | null;
  id_categoria: number;
  titulo: string;
  descripcion: string;
  /** The order line the vacancy answers, when staff open it from an order. */
  id_proceso?: number | null;
}

const companyLocked = () =>
  AppError.badRequest(staffOrderMessages.companyLocked, { id_empresa: staffOrderMessages.companyLocked });

/** An order line becomes accepted and points at the vacancy opened for it. */
async function acceptLine(db: Db, staff: StaffPrincipal, vacancy: SavedVacancy, lineId: number) {
  const line = await lockOrderLine(db, lineId);
  if (!line || !reaches(staff, line)) throw AppError.notFound(staffOrderMessages.notFound);
  if (line.estado_solicitud !== 'pendiente' || line.id_vacante !== null)
    throw AppError.conflict(staffOrderMessages.notPending);
  if (vacancy.id_empresa !== line.id_empresa) throw companyLocked();
  await repo.updateProcess(db, lineId, { id_vacante: vacancy.id_vacante, estado_solicitud: 'aceptada' });
  const requester = await repo.orderRequester(db, line.id_orden);
  if (requester !== undefined)
    await notify(
      db,
      notificationEvents.orderLineAccepted(line.nombre, lineId),
      [{ id_usuario: requester }],
      new Date(),
    );
}

/**
 * Keeps each company vacancy paired with one process: a vacancy opened from an order accepts that
 * line; one opened for a company directly gets a process of its own, which follows the vacancy's name
 * and company and goes away if the company is removed. An order's vacancy keeps the ordering company.
 */
export async function syncVacancyProcess(db: Db, staff: StaffPrincipal, vacancy: SavedVacancy) {
  if (vacancy.id_proceso) return acceptLine(db, staff, vacancy, vacancy.id_proceso);
  const current = await repo.processOfVacancy(db, vacancy.id_vacante);
  if (current?.id_orden != null) {
    if (vacancy.id_empresa !== current.id_empresa) throw companyLocked();
    return;
  }
  if (current && vacancy.id_empresa === null) return repo.deleteDirectProcess(db, current.id_proceso);
  if (vacancy.id_empresa === null) return;
  const fields = {
    id_empresa: vacancy.id_empresa,
    id_categoria: vacancy.id_categoria,
    nombre: vacancy.titulo,
    descripcion: vacancy.descripcion,
  };
  if (current) return repo.updateProcess(db, current.id_proceso, fields);
  await repo.insertProcesses(db, [
    { ...fields, id_vacante: vacancy.id_vacante, estado_solicitud: 'aceptada' },
  ]);
}

/** The company's process a vacancy is followed in, if any (its conversation lives there). */
export async function processIdOfVacancy(db: Db, idVacante: number): Promise<number | null> {
  const [row] = await repo.processesOfVacancies(db, [idVacante]);
  return row?.id_proceso ?? null;
}
