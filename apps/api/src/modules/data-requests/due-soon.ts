import { DATA_REQUEST_LABELS, type DataRequestKind } from '@portal/shared/data-requests';
import { addBusinessDays } from '@portal/shared/business-days';
import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import type { Database } from '../../db/client.js';
import { notificationEvents, notify } from '../notifications/service.js';
import { handlersOf, takeDueSoon } from './repository.js';

/** Warn this many business days before a request's term ends (Ley 1581: the term is in business days). */
export const DUE_SOON_BUSINESS_DAYS = 3;

/** The warning job: hourly, in every process (one at a time). */
export const DATA_REQUEST_DUE_JOB = { name: 'solicitudes_por_vencer', everyMs: 60 * 60_000 } as const;

/**
 * Tells the staff who handle each pending data request, once, that its legal term ends within three
 * business days (or has ended): a line in their bell and mail per their preference. Answers how many.
 */
export async function warnDueRequests(db: Database, now: Date): Promise<number> {
  const lastDay = addBusinessDays(bogotaToday(now), DUE_SOON_BUSINESS_DAYS);
  return db.transaction(async (tx) => {
    const due = await takeDueSoon(tx, lastDay);
    for (const request of due) {
      const event = notificationEvents.dataRequestDueSoon(
        request.id,
        DATA_REQUEST_LABELS[request.tipo as DataRequestKind],
        formatCalendarDay(request.vence_el),
      );
      await notify(tx, event, await handlersOf(tx, request.id_candidato), now);
    }
    return due.length;
  });
}
