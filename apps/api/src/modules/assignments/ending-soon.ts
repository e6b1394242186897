import { ASSIGNMENT_WARNING_DAYS } from '@portal/shared/assignments/assignment';
import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { misiones } from '../../db/schema/index.js';
import { notificationEvents, notify } from '../notifications/service.js';
import { agencyStaffOf, companyUsersOf } from '../users/companies/agency-contacts.js';
import { assignmentRows, takeEndingWithin } from './repository.js';

/** The warning job: hourly, in every process (one at a time). */
export const ASSIGNMENT_ENDING_JOB = { name: 'misiones_por_terminar', everyMs: 60 * 60_000 } as const;

/**
 * Tells the agency's group and the company's users, once per mark, that an assignment's planned end
 * is 30 or 15 days away (issue 31 item 4): time to extend it within the law or prepare its end. The
 * nearer mark goes first, so an assignment created 10 days before its end hears once, not twice.
 */
export async function warnEndingAssignments(db: Database, now: Date): Promise<number> {
  const today = bogotaToday(now);
  return db.transaction(async (tx) => {
    let warned = 0;
    for (const days of [...ASSIGNMENT_WARNING_DAYS].sort((a, b) => a - b)) {
      const ids = await takeEndingWithin(tx, today, addDays(today, days), days as 30 | 15);
      if (ids.length === 0) continue;
      for (const row of await assignmentRows(tx, inArray(misiones.id_mision, ids))) {
        const left = Math.round((Date.parse(row.fin_previsto) - Date.parse(today)) / 86_400_000);
        const fin = formatCalendarDay(row.fin_previsto);
        const tell = (reader: 'agencia' | 'empresa') =>
          notificationEvents.assignmentEnding(reader, row.servicio, row.empresa, fin, left);
        await notify(tx, tell('agencia'), await agencyStaffOf(tx, row.id_empresa), now);
        await notify(tx, tell('empresa'), await companyUsersOf(tx, row.id_empresa), now);
        warned += 1;
      }
    }
    return warned;
  });
}
