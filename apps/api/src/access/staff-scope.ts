import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Role } from '@portal/shared/users/staff';
import { staffVacancyMessages } from '@portal/shared/messages';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { empresas, postulaciones, vacantes } from '../db/schema/index.js';
import type { StaffPrincipal } from '../plugins/staff-auth.js';

/**
 * Who reaches what, written once (DESIGN §4, spec §6): an admin reaches everything; a director or
 * diseñador their group (its users, its companies, the agency's own vacancies and those of their
 * group's companies, and the candidates and applications that hang from them); a company user their
 * company. Every module scopes its queries and checks its records through these, so the rule cannot
 * drift between screens; `staff-scope.test.ts` holds the role × record table they all rely on.
 */

/** The parts of a signed-in user the rule looks at (a `StaffPrincipal` is one). */
export interface StaffScope {
  rol: Role;
  id_grupo: number | null;
  id_empresa: number | null;
}

/** A company user of a client company: the `/order` area's caller (see `requireCompanyUser`). */
export type CompanyUser = StaffPrincipal & { id_empresa: number };

/** Where a record sits: a user's placement, a company (its group and itself), a group (no company). */
export interface Placement {
  id_grupo: number | null;
  id_empresa: number | null;
}

/** Whether the actor's group is that one (an admin is in every group; no group is in none). */
export const reachesGroup = (actor: StaffScope, idGrupo: number | null) =>
  actor.rol === 'admin' || (actor.id_grupo !== null && idGrupo === actor.id_grupo);

/** Whether the actor reaches a record placed there: the rule above, for one record in memory. */
export function reaches(actor: StaffScope, record: Placement): boolean {
  if (actor.rol === 'empresa') return actor.id_empresa !== null && record.id_empresa === actor.id_empresa;
  return reachesGroup(actor, record.id_grupo);
}

/**
 * The same rule as a query condition over a placement's columns (undefined: all rows), so a list
 * and a single-record check can never disagree.
 */
export function placementScope(
  actor: StaffScope,
  columns: { id_grupo: SQLWrapper; id_empresa: SQLWrapper },
): SQL | undefined {
  if (actor.rol === 'admin') return undefined;
  if (actor.rol === 'empresa')
    return actor.id_empresa === null ? sql`false` : sql`${columns.id_empresa} = ${actor.id_empresa}`;
  return actor.id_grupo === null ? sql`false` : sql`${columns.id_grupo} = ${actor.id_grupo}`;
}

/** One cache key per distinct scope: actors with the same key see the same rows. */
export const scopeKey = (actor: StaffScope) =>
  actor.rol === 'admin'
    ? 'admin'
    : actor.rol === 'empresa'
      ? `empresa:${actor.id_empresa}`
      : `grupo:${actor.id_grupo}`;

/** The vacancies the actor reaches, as a condition on `vacantes` (undefined: all of them). */
export function vacancyScope(staff: StaffScope): SQL | undefined {
  if (staff.rol === 'admin') return undefined;
  // A company user reaches its own company's vacancies, never the agency's own nor other companies'.
  if (staff.rol === 'empresa')
    return staff.id_empresa === null ? sql`false` : eq(vacantes.id_empresa, staff.id_empresa);
  // Without a group (never placed so by the users module) nothing outside the agency's own is reached.
  const groupCompanies =
    staff.id_grupo === null
      ? sql`false`
      : inArray(
          vacantes.id_empresa,
          sql`(select ${empresas.id_empresa} from ${empresas} where ${empresas.id_grupo} = ${staff.id_grupo})`,
        );
  return or(isNull(vacantes.id_empresa), groupCompanies);
}

/** Whether the actor reaches the vacancy (false too when there is no such vacancy). */
export async function vacancyReachable(db: Db, staff: StaffScope, vacancyId: number) {
  const [row] = await db
    .select({ id: vacantes.id_vacante })
    .from(vacantes)
    .where(and(eq(vacantes.id_vacante, vacancyId), vacancyScope(staff)));
  return Boolean(row);
}

/** A vacancy out of reach answers as one that does not exist: 404, so its existence is not told. */
export async function requireVacancyReachable(db: Db, staff: StaffScope, vacancyId: number) {
  if (!(await vacancyReachable(db, staff, vacancyId))) throw AppError.notFound(staffVacancyMessages.notFound);
}

/** Whether the staff member reaches the candidate: through an application to a vacancy they reach. */
export async function candidateReachable(db: Db, staff: StaffPrincipal, candidateId: number) {
  const [row] = await db
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(and(eq(postulaciones.id_candidato, candidateId), vacancyScope(staff)))
    .limit(1);
  return Boolean(row);
}

/** Whether the staff member reaches the application: its vacancy is one they reach. */
export async function applicationReachable(db: Db, staff: StaffPrincipal, applicationId: number) {
  const [row] = await db
    .select({ id: postulaciones.id_postulacion })
    .from(postulaciones)
    .innerJoin(vacantes, eq(vacantes.id_vacante, postulaciones.id_vacante))
    .where(and(eq(postulaciones.id_postulacion, applicationId), vacancyScope(staff)));
  return Boolean(row);
}
