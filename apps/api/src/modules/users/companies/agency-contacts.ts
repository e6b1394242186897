import { sql } from 'drizzle-orm';
import { reaches, type StaffScope } from '../../../access/staff-scope.js';
import type { Db } from '../../../db/client.js';
import { byIds, findCompany, listUsers } from '../repository.js';
import { queryRows } from '../../../db/rows.js';

/**
 * For other modules: who at the agency hears about a company's orders and decisions. The active
 * directors and designers of the group that serves the company; the admins when that group has none.
 */
export async function agencyContactsOf(db: Db, idEmpresa: number): Promise<string[]> {
  const rows = await queryRows<{ correo: string }>(
    db,
    sql`
    with grupo as (select u.correo from usuarios u join empresas e on e.id_grupo = u.id_grupo
        where e.id_empresa = ${idEmpresa} and u.activo and u.rol in ('director', 'disenador'))
    select correo from grupo
    union all
    select correo from usuarios where activo and rol = 'admin' and not exists (select 1 from grupo)
    order by correo`,
  );
  return rows.map((row) => row.correo);
}

/** The e-mail of an active user (the company user who placed an order), or undefined. */
export async function activeUserEmail(db: Db, idUsuario: number): Promise<string | undefined> {
  const [row] = await queryRows<{ correo: string }>(
    db,
    sql`select correo from usuarios where id_usuario = ${idUsuario} and activo`,
  );
  return row?.correo;
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
