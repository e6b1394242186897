import { latestBogotaHour } from '@portal/shared/bogota-time';
import type { Database } from '../../db/client.js';
import { JOB_LOCKS, tryTransactionLock } from '../../infra/advisory-lock.js';
import { enqueueMails } from '../../infra/mail/outbox.js';
import type { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';
import { notificationMail } from './mail.js';
import { lockPendingMail, markMailed, recipientKey, type PendingMail } from './repository.js';

/** The mailer as the record of background runs names it, and how often each process runs it. */
export const NOTIFICATION_MAIL_JOB = { name: 'avisos_correo', everyMs: 20_000 } as const;
/** An event mailed "at once" waits for a minute without news, so a burst becomes one mail... */
export const QUIET_MS = 60_000;
/** ...but never more than five minutes after the first. */
export const MAX_WAIT_MS = 5 * 60_000;
/** The daily digest goes out from 7:00 in Bogotá. */
const DAILY_HOUR = 7;

/** Where each person chooses how we tell them things (the mail's footer links it). */
export const preferencesPath = (row: Pick<PendingMail, 'id_candidato' | 'rol'>) =>
  row.id_candidato !== null ? '/avisos' : row.rol === 'empresa' ? '/order/avisos' : '/dashboard/avisos';

/** The rows of one person that are due now: their quiet minute passed, or their daily turn came. */
export function dueRows(rows: PendingMail[], now: Date): PendingMail[] {
  const at = (row: PendingMail) => row.creada_ms;
  const immediate = rows.filter((row) => row.entrega === 'inmediato');
  const newest = Math.max(...immediate.map(at));
  const oldest = Math.min(...immediate.map(at));
  const immediateDue =
    immediate.length > 0 && (now.getTime() - newest >= QUIET_MS || now.getTime() - oldest >= MAX_WAIT_MS);
  const dailyTurn = latestBogotaHour(now, DAILY_HOUR).getTime();
  const daily = rows.filter((row) => row.entrega === 'diario' && at(row) < dailyTurn);
  // Once a mail goes, it carries everything waiting that is due, whichever the delivery.
  return [...(immediateDue ? immediate : []), ...daily].sort((a, b) => a.id - b.id);
}

export interface NotificationMailOutcome {
  mails: number;
  notifications: number;
}

/**
 * One pass: gathers each person's waiting events into one mail (the outbox then delivers it once,
 * surviving a crash), marking them mailed in the same transaction, under a lock so two processes never
 * mail the same events. Someone with no address (or no longer active) only has the bell: their rows
 * are marked so they are not read again.
 */
export async function runNotificationMail(
  deps: { db: Database; origin: string; tokens: UnsubscribeTokens },
  now: Date,
): Promise<NotificationMailOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, JOB_LOCKS.notifications))) return { mails: 0, notifications: 0 };
    const byPerson = new Map<string, PendingMail[]>();
    for (const row of await lockPendingMail(tx)) {
      const key = recipientKey(row);
      byPerson.set(key, [...(byPerson.get(key) ?? []), row]);
    }
    const mails = [];
    const handled: number[] = [];
    for (const rows of byPerson.values()) {
      const due = dueRows(rows, now);
      if (due.length === 0) continue;
      handled.push(...due.map((row) => row.id));
      const [first] = due as [PendingMail];
      if (!first.correo) continue;
      mails.push(
        notificationMail({ correo: first.correo, nombre: first.nombre }, due, {
          origin: deps.origin,
          preferences: preferencesPath(first),
          token: deps.tokens.issue(recipientKey(first)),
        }),
      );
    }
    await enqueueMails(tx, mails, now);
    await markMailed(tx, handled, now);
    return { mails: mails.length, notifications: handled.length };
  });
}
