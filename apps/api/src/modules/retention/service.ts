import type { Database } from '../../db/client.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { warningMail } from './mail.js';
import type { StorageProvider } from '../../infra/storage/provider.js';
import { recordAudit } from '../audit/service.js';
import { candidateContacts } from '../candidates/service.js';
import { eraseCandidate } from '../data-requests/erasure.js';
import { JOB_LOCKS, tryTransactionLock } from '../../infra/advisory-lock.js';
import { inactiveCandidates, recordWarning, type InactiveCandidate } from './repository.js';

/** The retention pass as the record of background runs names it, and how often each process runs it. */
export const RETENTION_JOB = { name: 'retencion', everyMs: 6 * 60 * 60 * 1000 } as const;

/** The warning goes this long before the data is anonymized. */
export const WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

const monthsBefore = (date: Date, months: number) => {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
};
const monthsAfter = (date: Date, months: number) => monthsBefore(date, -months);

export interface RetentionOutcome {
  warned: number[];
  anonymized: number[];
}

/**
 * One retention pass (Ley 1581, art. 4 lit. d and art. 11; decision 0032): a candidate never hired
 * and inactive for `months` less 30 days gets a warning once; if still inactive when the date it
 * names arrives (and at least `months` after the last activity), their data is anonymized as for a
 * deletion request. Any activity after the warning starts a new period.
 */
export async function runRetention(
  deps: { db: Database; storage: StorageProvider },
  now: Date,
  months: number,
): Promise<RetentionOutcome> {
  const outcome: RetentionOutcome = { warned: [], anonymized: [] };
  const removals: Array<(ctx: { db: Database; storage: StorageProvider }) => Promise<void>> = [];
  await deps.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, JOB_LOCKS.retention))) return;
    const warnBefore = new Date(monthsBefore(now, months).getTime() + WARNING_DAYS * DAY_MS);
    const rows = await inactiveCandidates(tx, warnBefore);
    const contacts = new Map(
      (
        await candidateContacts(
          tx,
          rows.map((row) => row.id_candidato),
        )
      ).map((c) => [c.id_candidato, c]),
    );
    for (const row of rows) {
      const contact = contacts.get(row.id_candidato);
      if (!contact) continue;
      if (!warnedSinceActivity(row)) {
        const deletesOn = new Date(
          Math.max(
            now.getTime() + WARNING_DAYS * DAY_MS,
            monthsAfter(row.ultima_actividad, months).getTime(),
          ),
        );
        await recordWarning(tx, row.id_candidato, now, deletesOn);
        if (contact.correo)
          await enqueueMail(tx, warningMail({ ...contact, correo: contact.correo }, deletesOn), now);
        outcome.warned.push(row.id_candidato);
      } else if (now >= row.elimina_el!) {
        removals.push(
          await eraseCandidate(tx, contact, { ip: null, agente: 'retención automática', at: now }),
        );
        await recordAudit(tx, {
          actor: 'sistema',
          accion: 'anonimizar_por_retencion',
          entidad: 'candidato',
          entidad_id: row.id_candidato,
          despues: { ultima_actividad: row.ultima_actividad.toISOString(), meses: months },
        });
        outcome.anonymized.push(row.id_candidato);
      }
    }
  });
  for (const remove of removals) await remove(deps);
  return outcome;
}

const warnedSinceActivity = (row: InactiveCandidate) =>
  row.avisado_en !== null && row.elimina_el !== null && row.avisado_en >= row.ultima_actividad;
