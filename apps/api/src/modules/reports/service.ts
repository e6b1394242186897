import type { Kpis } from '@portal/shared/staff-kpis';
import { APPLICATION_STATES, type ApplicationState } from '@portal/shared/vacancy-constants';
import type { Db } from '../../db/client.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { staffVacancyScope } from '../vacancies/staff-service.js';
import { bySource, funnel, summary, timeToFill } from './repository.js';

const isState = (value: string): value is ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(value);

/** The figures of the dashboard home, for what the staff member may see. */
export async function staffKpis(db: Db, staff: StaffPrincipal): Promise<Kpis> {
  const scope = staffVacancyScope(staff);
  const [totals, fill, steps, sources] = await Promise.all([
    summary(db, scope),
    timeToFill(db, scope),
    funnel(db, scope),
    bySource(db, scope),
  ]);
  return {
    ...totals,
    dias_para_contratar: fill.dias === null ? null : Math.round(fill.dias * 10) / 10,
    vacantes_con_contratacion: fill.vacantes,
    embudo: steps.flatMap((step) =>
      isState(step.estado) ? [{ estado: step.estado, total: step.total }] : [],
    ),
    por_fuente: sources,
  };
}
