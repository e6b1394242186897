import type { AuditEntity } from '@portal/shared/audit';
import { auditMessages } from '@portal/shared/messages';
import { ADMIN_ROLES, roleMayUse } from '@portal/shared/users/staff';
import type { Db } from '../../db/client.js';
import { applicationReachable, vacancyReachable } from '../../access/staff-scope.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { documentInStaffScope, requestInStaffScope } from '../documents/staff/service.js';
import { companyInStaffScope } from '../users/companies/agency-contacts.js';

type Reach = (db: Db, staff: StaffPrincipal, id: number) => Promise<boolean>;

/** The module that owns each record decides, with the rule its own staff screens use. */
const reach: Partial<Record<AuditEntity, Reach>> = {
  vacante: vacancyReachable,
  postulacion: applicationReachable,
  documento: documentInStaffScope,
  solicitud: requestInStaffScope,
  empresa: companyInStaffScope,
};

const MAX_ID = 2_147_483_647;

/**
 * A director or designer reads one record's history only when the record is in their scope; any other
 * record answers 404, as the record's own routes do, so its existence is not told either.
 */
export async function assertHistoryReadable(
  db: Db,
  staff: StaffPrincipal,
  entidad: AuditEntity,
  entidadId: string,
) {
  if (entidad === 'usuario') throw AppError.forbidden(auditMessages.usersAdminOnly);
  const check = reach[entidad];
  if (!check) throw AppError.forbidden(auditMessages.adminOnly);
  const id = /^\d{1,10}$/.test(entidadId) ? Number(entidadId) : 0;
  if (id < 1 || id > MAX_ID || !(await check(db, staff, id)))
    throw AppError.notFound(auditMessages.recordNotFound);
}

/**
 * Who reads the log with these filters: an admin all of it; the rest of the agency's staff one
 * record's history, when the record is theirs (the list and its export ask the same).
 */
export async function assertLogReadable(
  db: Db,
  staff: StaffPrincipal,
  query: { entidad?: AuditEntity; entidad_id?: string },
) {
  if (roleMayUse(staff.rol, ADMIN_ROLES)) return;
  if (!query.entidad || !query.entidad_id) throw AppError.forbidden(auditMessages.recordRequired);
  await assertHistoryReadable(db, staff, query.entidad, query.entidad_id);
}
