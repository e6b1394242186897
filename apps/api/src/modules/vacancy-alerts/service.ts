import { MAX_VACANCY_ALERTS, type VacancyAlert, type VacancyAlertBody } from '@portal/shared/vacancy-alerts';
import { vacancyAlertMessages as messages } from '@portal/shared/messages';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { changeConsent, consentStands, type ConsentOrigin } from '../consents/service.js';
import {
  categoryExists,
  cityExists,
  countAlerts,
  deleteAlert,
  insertAlert,
  listAlerts,
  type AlertRow,
} from './repository.js';
import type { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';

export { deleteAlertsOf } from './repository.js';

const toAlert = (row: AlertRow): VacancyAlert => ({ ...row, creado_en: row.creado_en.toISOString() });

export async function alertsOf(db: Db, candidateId: number): Promise<VacancyAlert[]> {
  return (await listAlerts(db, candidateId)).map(toAlert);
}

/**
 * A new alert, only while the alerts authorization stands (Ley 1581, art. 9): the agency writes to
 * nobody who did not ask. Checked in one transaction, so two at once cannot pass the limit.
 */
export async function createAlert(db: Database, candidateId: number, body: VacancyAlertBody, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await consentStands(tx, candidateId, 'alertas'))) throw AppError.conflict(messages.needsConsent);
    if (body.id_ciudad !== null && !(await cityExists(tx, body.id_ciudad))) {
      throw AppError.badRequest(messages.unknownCity, { id_ciudad: messages.unknownCity });
    }
    if (body.id_categoria !== null && !(await categoryExists(tx, body.id_categoria))) {
      throw AppError.badRequest(messages.unknownCategory, { id_categoria: messages.unknownCategory });
    }
    if ((await countAlerts(tx, candidateId)) >= MAX_VACANCY_ALERTS) {
      throw AppError.conflict(messages.tooMany(MAX_VACANCY_ALERTS));
    }
    const id = await insertAlert(tx, { id_candidato: candidateId, ...body, creado_en: now });
    if (id === null) throw AppError.conflict(messages.duplicate);
    const alert = (await listAlerts(tx, candidateId)).find((row) => row.id === id)!;
    return { message: messages.created, alerta: toAlert(alert) };
  });
}

export async function removeAlert(db: Db, candidateId: number, alertId: number) {
  if (!(await deleteAlert(db, candidateId, alertId))) throw AppError.notFound(messages.notFound);
  return { message: messages.removed };
}

/**
 * The digest's link, without signing in: withdraws the alerts authorization, recorded like any other
 * withdrawal with the link's IP and agent. Opening it twice changes nothing more.
 */
export async function unsubscribeByToken(
  db: Db,
  tokens: UnsubscribeTokens,
  token: string,
  origin: ConsentOrigin,
) {
  const subject = tokens.read(token);
  // The alerts' tokens name a candidate by number alone.
  if (subject === null || !/^\d+$/.test(subject)) throw AppError.badRequest(messages.badToken);
  const candidateId = Number(subject);
  if (await consentStands(db, candidateId, 'alertas')) {
    await changeConsent(db, candidateId, { tipo: 'alertas', otorgado: false }, origin);
  }
  return { message: messages.unsubscribed };
}
