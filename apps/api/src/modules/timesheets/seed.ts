import { sql } from 'drizzle-orm';
import { bogotaToday } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import { dayStart, instantOf, mondayOf } from '@portal/shared/timesheets/local-time';
import type { Database } from '../../db/client.js';
import { semanasTiempo, turnos } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';

const at = (day: string, clock: string) =>
  dayStart(day) + Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/** A demo shift on `day` from `from` to `to` (the next day when earlier), with one break. */
function shift(
  idMision: number,
  idCandidato: number,
  day: string,
  from: string,
  to: string,
  pause?: [string, string],
) {
  const start = at(day, from);
  let end = at(day, to);
  if (end <= start) end += 1440;
  const descansos = pause ? [{ desde: at(day, pause[0]) - start, hasta: at(day, pause[1]) - start }] : [];
  const rest = descansos.reduce((sum, part) => sum + part.hasta - part.desde, 0);
  return {
    id_mision: idMision,
    fecha: day,
    inicio: instantOf(start),
    fin: instantOf(end),
    descansos,
    minutos: end - start - rest,
    origen: 'trabajador',
    id_candidato: idCandidato,
  };
}

/**
 * Two weeks of the demo candidate's shifts on her running assignment (issue 32 item 6), so every time
 * screen shows real figures on a fresh install: the week before last, morning shifts and a Saturday
 * past the weekly limit, approved by Logística Andina; last week, afternoon shifts into the night and
 * a Sunday evening past 19:00, waiting for the company. Runs once: nothing when she has shifts.
 */
export async function seedDemoCandidateShifts(db: Database, idMision: number | undefined, now = new Date()) {
  if (idMision === undefined) return;
  const [owner] = await queryRows<{ id_candidato: number; has_shifts: boolean; id_usuario: number | null }>(
    db,
    sql`select p.id_candidato,
      exists (select 1 from turnos t where t.id_mision = m.id_mision) as has_shifts,
      (select u.id_usuario from usuarios u where u.id_empresa = m.id_empresa order by u.id_usuario limit 1) as id_usuario
    from misiones m join postulaciones p on p.id_postulacion = m.id_postulacion where m.id_mision = ${idMision}`,
  );
  if (!owner || owner.has_shifts) return;
  const lastWeek = addDays(mondayOf(bogotaToday(now)), -7);
  const weekBefore = addDays(lastWeek, -7);
  const weekdays = (monday: string) => [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
  const make = shift.bind(null, idMision, owner.id_candidato);
  await db
    .insert(turnos)
    .values([
      ...weekdays(weekBefore).map((day) => make(day, '06:00', '14:00', ['10:00', '10:30'])),
      make(addDays(weekBefore, 5), '06:00', '12:00'),
      ...weekdays(lastWeek).map((day) => make(day, '14:00', '22:00', ['18:00', '18:30'])),
      make(addDays(lastWeek, 6), '15:00', '21:00'),
    ]);
  await db.insert(semanasTiempo).values([
    {
      id_mision: idMision,
      semana: weekBefore,
      estado: 'aprobada',
      id_usuario: owner.id_usuario,
      revisada_en: instantOf(at(addDays(weekBefore, 7), '09:00')),
    },
    { id_mision: idMision, semana: lastWeek, estado: 'pendiente' },
  ]);
}
