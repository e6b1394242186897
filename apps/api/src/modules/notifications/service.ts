import {
  eventsFor,
  mailedApart,
  NOTIFICATION_EVENTS,
  notificationEventKeys,
  type Delivery,
  type Notification,
  type NotificationAudience,
  type NotificationList,
  type NotificationPreferences,
  type PreferenceBody,
} from '@portal/shared/notifications';
import { notificationMessages } from '@portal/shared/messages';
import type { Db } from '../../db/client.js';
import type { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { NotificationEvent } from './events.js';
import * as repo from './repository.js';
import type { Recipient } from './repository.js';

export type { Recipient } from './repository.js';
export { notificationEvents, type NotificationEvent } from './events.js';

/** Until someone chooses otherwise, every event reaches them in the bell and by mail at once. */
const DEFAULT_DELIVERY: Delivery = 'inmediato';

/** One string per person ('u12', 'c5'): also what a kept bell is filed under. */
export const recipientKey = repo.recipientKey;

/**
 * The one way a module tells people something happened: a row in each recipient's bell, in the
 * caller's transaction (an event that rolls back told no one), with the delivery each chose. The mail
 * goes out from the notification mailer (mailing.ts), which gathers events that come close together.
 */
export async function notify(tx: Db, event: NotificationEvent, to: Recipient[], now: Date) {
  const unique = [...new Map(to.map((recipient) => [recipientKey(recipient), recipient])).values()];
  const chosen = new Map(
    (await repo.chosenDeliveries(tx, unique, event.evento)).map((row) => [
      recipientKey(row),
      row.entrega as Delivery,
    ]),
  );
  await repo.insertNotifications(
    tx,
    unique.map((recipient) => ({
      id_usuario: recipient.id_usuario ?? null,
      id_candidato: recipient.id_candidato ?? null,
      ...event,
      entrega: mailedApart(event.evento) ? 'app' : (chosen.get(recipientKey(recipient)) ?? DEFAULT_DELIVERY),
      creada_en: now,
    })),
  );
}

/** The bell: the latest notifications, and how many are unread from the version its tag was made of. */
export async function notificationsOf(
  db: Db,
  to: Recipient,
  version: BellVersion,
): Promise<NotificationList> {
  const rows = await repo.latestOf(db, to);
  return {
    items: rows.map((row): Notification => ({
      id: row.id,
      evento: row.evento,
      titulo: row.titulo,
      cuerpo: row.cuerpo,
      enlace: row.enlace,
      creada_en: toIso(row.creada_en),
      leida: row.leida_en !== null,
    })),
    no_leidas: version.unread,
  };
}

/**
 * A person's notifications as their data export lists them (Ley 1581, art. 8): each one with when it
 * was read and mailed, and how they chose to hear of each kind of event.
 */
export async function notificationRecords(db: Db, to: Recipient, audiencia: NotificationAudience) {
  const [rows, preferences] = await Promise.all([repo.allOf(db, to), preferencesOf(db, to, audiencia)]);
  return {
    avisos: rows.map((row) => ({
      ...row,
      creada_en: toIso(row.creada_en),
      leida_en: row.leida_en && toIso(row.leida_en),
      correo_en: row.correo_en && toIso(row.correo_en),
    })),
    preferencias: preferences.eventos,
  };
}

/**
 * What the bell is at: its unread count and a tag that changes whenever the bell would, so a poll that
 * sends the tag back learns "nothing new" from this one small query, and a full answer reuses it.
 */
export async function bellVersion(db: Db, to: Recipient) {
  const version = await repo.versionOf(db, to);
  return { unread: version.unread, tag: `"n${version.tag}"` };
}
export type BellVersion = Awaited<ReturnType<typeof bellVersion>>;

export async function markNotificationRead(db: Db, to: Recipient, id: number, now: Date) {
  if (!(await repo.ownsNotification(db, to, id))) throw AppError.notFound(notificationMessages.notFound);
  await repo.markRead(db, to, now, id);
  return { message: notificationMessages.read };
}

export async function markAllNotificationsRead(db: Db, to: Recipient, now: Date) {
  const count = await repo.markRead(db, to, now);
  return { message: notificationMessages.allRead(count) };
}

export async function preferencesOf(
  db: Db,
  to: Recipient,
  audiencia: NotificationAudience,
): Promise<NotificationPreferences> {
  const saved = await repo.preferencesOf(db, to);
  return {
    eventos: eventsFor(audiencia).map((evento) => ({
      evento,
      etiqueta: NOTIFICATION_EVENTS[evento].etiqueta,
      entrega: (saved.find((row) => row.evento === evento)?.entrega as Delivery) ?? DEFAULT_DELIVERY,
    })),
  };
}

export async function setPreference(
  db: Db,
  to: Recipient,
  audiencia: NotificationAudience,
  body: PreferenceBody,
) {
  if (NOTIFICATION_EVENTS[body.evento].audiencia !== audiencia || mailedApart(body.evento))
    throw AppError.badRequest(notificationMessages.notYours, { evento: notificationMessages.notYours });
  await repo.savePreference(db, to, body.evento, body.entrega);
  return { message: notificationMessages.preferenceSaved };
}

/**
 * The one-click unsubscribe of a notification mail: every event of the person the token names goes to
 * the bell only. Repeating it changes nothing more; they can turn mail back on in their preferences.
 */
export async function unsubscribeFromMail(db: Db, tokens: UnsubscribeTokens, token: string) {
  const subject = tokens.read(token);
  const to = subject === null ? null : repo.recipientOfKey(subject);
  if (!to) throw AppError.badRequest(notificationMessages.badToken);
  await repo.mailOff(db, to, notificationEventKeys);
  return { message: notificationMessages.unsubscribed };
}
