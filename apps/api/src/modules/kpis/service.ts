import type { Kpis } from '@portal/shared/kpis';
import { APPLICATION_STATES, type ApplicationState } from '@portal/shared/vacancies/constants';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { scopeKey, vacancyScope } from '../../access/staff-scope.js';
import { kpiFigures } from './repository.js';

const isState = (value: string): value is ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(value);

/** The figures of the dashboard home, for what the staff member may see. */
export async function computeKpis(db: Db, staff: StaffPrincipal, now: Date): Promise<Kpis> {
  const { totals, fill, steps, sources, outcomes, invitations } = await kpiFigures(db, vacancyScope(staff));
  return {
    calculado_en: now.toISOString(),
    ...totals,
    dias_para_contratar: fill.dias === null ? null : Math.round(fill.dias * 10) / 10,
    vacantes_con_contratacion: fill.vacantes,
    embudo: steps.flatMap((step) =>
      isState(step.estado) ? [{ estado: step.estado, total: step.total }] : [],
    ),
    por_fuente: sources,
    fuentes: outcomes,
    invitaciones: invitations,
  };
}

/**
 * Dashboard figures reused for `ttlMs` per scope (all, or one group): a home opened by a whole team
 * costs one computation. Derived data only; each process keeps its own and it expires, so several
 * processes never disagree for longer than the TTL.
 */
export function kpiCache(db: Db, ttlMs: number, clock: Clock) {
  const entries = new Map<string, { until: number; value: Promise<Kpis> }>();
  return (staff: StaffPrincipal): Promise<Kpis> => {
    const now = clock.now();
    const key = scopeKey(staff); // same scope, same figures
    const hit = entries.get(key);
    if (hit && hit.until > now.getTime()) return hit.value;
    const value = computeKpis(db, staff, now);
    entries.set(key, { until: now.getTime() + ttlMs, value });
    value.catch(() => entries.delete(key)); // a failed computation is not kept
    return value;
  };
}
