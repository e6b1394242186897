import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { empresas, postulaciones, vacantes } from '../db/schema/index.js';
import type { StaffPrincipal } from '../plugins/staff-auth.js';

/**
 * Who on the agency's staff reaches what, written once (DESIGN §4): an admin reaches everything; a
 * director or diseñador the agency's own vacancies and those of their group's companies, and the
 * candidates and applications that hang from them. Every module scopes its queries and checks its
 * records through these, so the rule cannot drift between screens.
 */

/** The vacancies the staff member reaches, as a condition on `vacantes` (undefined: all of them). */
export function vacancyScope(staff: Pick<StaffPrincipal, 'rol' | 'id_grupo'>): SQL | undefined {
  if (staff.rol === 'admin') return undefined;
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
