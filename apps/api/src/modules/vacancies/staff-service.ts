import { type StaffVacancyDetail, type VacancyInput } from '@portal/shared/vacancies/staff';
import { staffVacancyMessages } from '@portal/shared/messages';
import { bogotaToday } from '@portal/shared/bogota-time';
import type { Database, Db } from '../../db/client.js';
import { vacancyScope } from '../../access/staff-scope.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { processIdOfVacancy, syncVacancyProcess } from '../processes/vacancy-link.js';
import { companyInStaffScope } from '../users/companies/agency-contacts.js';
import { namesCompanyOutOfScope } from '../users/companies/company-names.js';
import { recordAudit } from '../audit/service.js';
import * as repo from './staff-repository.js';

// Calendar days are Bogotá's: from 19:00 there, UTC's date is already tomorrow.
const today = () => bogotaToday();

export async function listStaffVacancies(
  db: Database,
  staff: StaffPrincipal,
  query: { estado?: 'abierta' | 'cerrada'; q?: string; page: number },
) {
  const { items, total } = await repo.listForStaff(db, { ...query, scope: vacancyScope(staff) });
  return {
    items: items.map((item) => ({
      ...item,
      estado: item.estado as 'abierta' | 'cerrada',
      fecha_publicacion: item.fecha_publicacion.toISOString(),
    })),
    total,
    page: query.page,
    page_size: repo.STAFF_PAGE_SIZE,
  };
}

async function load(db: Db, staff: StaffPrincipal, id: number) {
  const found = await repo.findForStaff(db, id, vacancyScope(staff));
  if (!found) throw AppError.notFound(staffVacancyMessages.notFound);
  return found;
}

export async function staffVacancyDetail(
  db: Db,
  staff: StaffPrincipal,
  id: number,
): Promise<StaffVacancyDetail> {
  const { vacancy, slots } = await load(db, staff, id);
  const { busqueda: _search, fecha_publicacion: _published, updated_at: _updated, ...fields } = vacancy;
  return {
    ...fields,
    estado: vacancy.estado as 'abierta' | 'cerrada',
    tipo_contrato: vacancy.tipo_contrato as StaffVacancyDetail['tipo_contrato'],
    espacios: slots.map((slot) => ({
      id_espacio_agendamiento: slot.id_espacio_agendamiento,
      fecha_hora: slot.fecha_hora.toISOString(),
      lugar: slot.lugar,
      capacidad: slot.capacidad,
      reservados: slot.reservados,
      agendados: slot.agendados,
    })),
    proceso_empresa: await processIdOfVacancy(db, id),
  };
}

const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

/**
 * A company outside the staff member's group cannot be on a vacancy: neither linked (id_empresa) nor
 * named in the free-text name the public sees (empresa), whatever the link.
 */
async function checkCompany(
  db: Db,
  staff: StaffPrincipal,
  input: Pick<VacancyInput, 'empresa' | 'id_empresa'>,
) {
  if (input.id_empresa !== null && !(await companyInStaffScope(db, staff, input.id_empresa)))
    throw fieldError('id_empresa', staffVacancyMessages.companyOutOfScope);
  if (await namesCompanyOutOfScope(db, staff, input.empresa))
    throw fieldError('empresa', staffVacancyMessages.companyNameOutOfScope);
}

/** Slots kept, changed or added; a slot with bookings is never removed nor shrunk below them. */
async function saveSlots(
  db: Db,
  vacancyId: number,
  wanted: VacancyInput['espacios'],
  existing: { id_espacio_agendamiento: number; reservados: number }[],
) {
  const keep = wanted.flatMap((slot) => (slot.id_espacio_agendamiento ? [slot.id_espacio_agendamiento] : []));
  for (const slot of existing) {
    const next = wanted.find(
      (candidate) => candidate.id_espacio_agendamiento === slot.id_espacio_agendamiento,
    );
    if (!next && slot.reservados > 0) throw AppError.conflict(staffVacancyMessages.slotBooked);
    if (next && next.capacidad < slot.reservados)
      throw AppError.conflict(staffVacancyMessages.slotBelowBooked(slot.reservados));
  }
  await repo.deleteSlotsExcept(db, vacancyId, keep);
  for (const slot of wanted) {
    await repo.upsertSlot(db, vacancyId, {
      id: slot.id_espacio_agendamiento,
      fecha_hora: new Date(slot.fecha_hora),
      lugar: slot.lugar,
      capacidad: slot.capacidad,
    });
  }
}

export async function createVacancy(db: Database, staff: StaffPrincipal, input: VacancyInput) {
  if (input.fecha_cierre < today())
    throw AppError.badRequest(staffVacancyMessages.pastClosing, {
      fecha_cierre: staffVacancyMessages.pastClosing,
    });
  return db.transaction(async (tx) => {
    await checkCompany(tx, staff, input);
    const { espacios, id_proceso, ...fields } = input;
    const id = await repo.insertVacancy(tx, { ...fields, estado: 'abierta' });
    await saveSlots(tx, id, espacios, []);
    await syncVacancyProcess(tx, staff, { ...fields, id_vacante: id, id_proceso });
    const after = await staffVacancyDetail(tx, staff, id);
    await recordAudit(tx, {
      actor: staff,
      accion: 'crear',
      entidad: 'vacante',
      entidad_id: id,
      despues: after,
    });
    return after;
  });
}

export async function editVacancy(db: Database, staff: StaffPrincipal, id: number, input: VacancyInput) {
  return db.transaction(async (tx) => {
    const before = await staffVacancyDetail(tx, staff, id);
    await checkCompany(tx, staff, input);
    const { espacios, id_proceso: _createOnly, ...fields } = input;
    await repo.updateVacancy(tx, id, fields);
    await saveSlots(tx, id, espacios, before.espacios);
    await syncVacancyProcess(tx, staff, { ...fields, id_vacante: id });
    const after = await staffVacancyDetail(tx, staff, id);
    await recordAudit(tx, {
      actor: staff,
      accion: 'editar',
      entidad: 'vacante',
      entidad_id: id,
      antes: before,
      despues: after,
    });
    return after;
  });
}

/** Publish, close or reopen: a closed vacancy refuses applications from that moment. */
export async function setVacancyState(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  estado: 'abierta' | 'cerrada',
) {
  return db.transaction(async (tx) => {
    const before = await staffVacancyDetail(tx, staff, id);
    if (estado === 'abierta' && before.fecha_cierre < today()) {
      throw AppError.badRequest(staffVacancyMessages.pastClosing, {
        fecha_cierre: staffVacancyMessages.pastClosing,
      });
    }
    // Closed before its planned date, the vacancy closed today: that is the date its page shows
    // ("Cerró …"), not the one it would have closed on.
    const closedEarly = estado === 'cerrada' && before.fecha_cierre > today();
    const change = closedEarly ? { estado, fecha_cierre: today() } : { estado };
    await repo.updateVacancy(tx, id, change);
    await recordAudit(tx, {
      actor: staff,
      accion: estado === 'abierta' ? 'publicar' : 'cerrar',
      entidad: 'vacante',
      entidad_id: id,
      antes: closedEarly
        ? { estado: before.estado, fecha_cierre: before.fecha_cierre }
        : { estado: before.estado },
      despues: change,
    });
    return { message: estado === 'abierta' ? staffVacancyMessages.opened : staffVacancyMessages.closed };
  });
}
