import { latestBogotaHour } from '@portal/shared/bogota-time';
import type { Database } from '../../db/client.js';
import { JOB_LOCKS, tryTransactionLock } from '../../infra/advisory-lock.js';
import { enqueueMails } from '../../infra/mail/outbox.js';
import { candidateContacts } from '../candidates/service.js';
import { candidatesGranting } from '../consents/service.js';
import { digestMail } from './digest-mail.js';
import { candidatesDueForDigest, markDigested, matchingVacancies, type DigestVacancy } from './repository.js';
import type { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';

const HOUR_MS = 3_600_000;
/** The digest pass as the record of background runs names it, and how often each process runs it. */
export const DIGEST_JOB = { name: 'alertas_vacantes', everyMs: HOUR_MS } as const;
/** Digests go out from 7:00 in Colombia. */
const SENDING_HOUR = 7;
/** Candidates handled per pass; the next pass (an hour later) takes the rest. */
const BATCH = 500;

/** The latest 7:00 in Bogotá at or before `now`: each candidate gets at most one digest per such day. */
export const lastSendingTime = (now: Date) => latestBogotaHour(now, SENDING_HOUR);

export interface DigestOutcome {
  /** Candidates who got a mail. */
  sent: number[];
  /** Candidates whose window was closed (with or without news). */
  considered: number;
}

/**
 * One digest pass (issue 15 item 6): every candidate with alerts and no digest since today's sending
 * time gets the open vacancies published since their last one (the first covers a day), if any
 * match, while the alerts authorization stands. Mails and the new marks commit together, under an
 * advisory lock, so two processes never send the same digest.
 */
export async function runDigests(
  deps: { db: Database; tokens: UnsubscribeTokens; origin: string },
  now: Date,
): Promise<DigestOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, JOB_LOCKS.vacancyAlerts))) return { sent: [], considered: 0 };
    const due = await candidatesDueForDigest(tx, lastSendingTime(now), BATCH);
    const ids = due.map((row) => row.id_candidato);
    const granting = await candidatesGranting(tx, ids, 'alertas');
    const contacts = (await candidateContacts(tx, [...granting])).filter((c) => c.correo);
    const windows = due
      .filter((row) => granting.has(row.id_candidato))
      .map((row) => ({
        id_candidato: row.id_candidato,
        from: row.enviado_hasta ?? new Date(now.getTime() - 24 * HOUR_MS),
      }));
    const byCandidate = groupByCandidate(await matchingVacancies(tx, windows, now));
    const digests = contacts.flatMap((contact) => {
      const vacancies = byCandidate.get(contact.id_candidato);
      if (!vacancies) return [];
      const token = deps.tokens.issue(contact.id_candidato);
      const to = { correo: contact.correo!, primer_nombre: contact.primer_nombre };
      return [{ id: contact.id_candidato, mail: digestMail(to, vacancies, { origin: deps.origin, token }) }];
    });
    await enqueueMails(
      tx,
      digests.map((digest) => digest.mail),
      now,
    );
    await markDigested(tx, ids, now);
    return { sent: digests.map((digest) => digest.id), considered: ids.length };
  });
}

function groupByCandidate(rows: DigestVacancy[]): Map<number, DigestVacancy[]> {
  const groups = new Map<number, DigestVacancy[]>();
  for (const row of rows) groups.set(row.id_candidato, [...(groups.get(row.id_candidato) ?? []), row]);
  return groups;
}
