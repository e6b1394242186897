import { sql } from 'drizzle-orm';
import { reaches, type StaffScope } from '../../../access/staff-scope.js';
import type { Db } from '../../../db/client.js';
import { byIds, findCompany, listUsers } from '../repository.js';
import { queryRows } from '../../../db/rows.js';

/**
 * For other modules: who at the agency hears about a company's orders and decisions. The active
 * directors and designers of the group that serves the company; the admins when that group has none.
 */
export async function agencyStaffOf(db: Db, idEmpresa: number): Promise<{ id_usuario: number }[]> {
  return queryRows<{ id_usuario: number }>(
    db,
    sql`
    with grupo as (select u.id_usuario from usuarios u join empresas e on e.id_grupo = u.id_grupo
        where e.id_empresa = ${idEmpresa} and u.activo and u.rol in ('director', 'disenador'))
    select id_usuario from grupo
    union all
    select id_usuario from usuarios where activo and rol = 'admin' and not exists (select 1 from grupo)
    order by id_usuario`,
  );
}

/** For other modules: the company's active users, who hear about its orders and processes. */
export async function companyUsersOf(db: Db, idEmpresa: number): Promise<{ id_usuario: number }[]> {
  return queryRows<{ id_usuario: number }>(
    db,
    sql`select id_usuario from usuarios
        where id_empresa = ${idEmpresa} and activo and rol = 'empresa' order by id_usuario`,
  );
}

/** The company's razón social, for messages about it. */
export async function companyName(db: Db, idEmpresa: number): Promise<string> {
  return (await findCompany(db, idEmpresa))?.razon_social ?? `Empresa ${idEmpresa}`;
}

/** Whether the actor may act for the company (the one scope rule); false when it does not exist. */
export async function companyInStaffScope(db: Db, staff: StaffScope, idEmpresa: number): Promise<boolean> {
  const company = await findCompany(db, idEmpresa);
  return company !== undefined && reaches(staff, company);
}

/** For other modules (the audit log's who): each user's "Nombre Apellido", by id. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await listUsers(db, byIds(ids));
  return new Map(rows.map((row) => [row.id_usuario, `${row.primer_nombre} ${row.primer_apellido}`]));
}
