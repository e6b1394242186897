import { and, desc, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Delivery, NotificationEventKey } from '@portal/shared/notifications';
import type { Db } from '../../db/client.js';
import { plannedRead, type Preparable } from '../../db/planned.js';
import { queryRows } from '../../db/rows.js';
import { notificaciones, preferenciasNotificacion } from '../../db/schema/index.js';

/** A staff or company user, or a candidate: exactly one key is set. */
export type Recipient =
  { id_usuario: number; id_candidato?: undefined } | { id_candidato: number; id_usuario?: undefined };

const LIST_SIZE = 30;

/** One string per person ('u12', 'c5'): how the mailer groups rows and the unsubscribe token names them. */
export const recipientKey = (r: { id_usuario?: number | null; id_candidato?: number | null }) =>
  r.id_usuario != null ? `u${r.id_usuario}` : `c${r.id_candidato}`;

/** The person a key names, or null for a malformed one. */
export function recipientOfKey(key: string): Recipient | null {
  const match = /^([uc])(\d{1,9})$/.exec(key);
  if (!match) return null;
  return match[1] === 'u' ? { id_usuario: Number(match[2]) } : { id_candidato: Number(match[2]) };
}

/** The rows of a staff or company user (`usuario`) or a candidate, in a table with both columns. */
function recipientIs(
  table: typeof notificaciones | typeof preferenciasNotificacion,
  kind: 'usuario' | 'candidato',
  id: number | Placeholder,
): SQL {
  return kind === 'usuario'
    ? and(eq(table.id_usuario, id), isNull(table.id_candidato))!
    : and(eq(table.id_candidato, id), isNull(table.id_usuario))!;
}

/** The rows of this recipient. */
const whose = (table: typeof notificaciones | typeof preferenciasNotificacion, to: Recipient) =>
  to.id_usuario !== undefined
    ? recipientIs(table, 'usuario', to.id_usuario)
    : recipientIs(table, 'candidato', to.id_candidato);

export async function chosenDeliveries(db: Db, to: Recipient[], evento: NotificationEventKey) {
  if (to.length === 0) return [];
  const users = to.flatMap((r) => (r.id_usuario !== undefined ? [r.id_usuario] : []));
  const candidates = to.flatMap((r) => (r.id_candidato !== undefined ? [r.id_candidato] : []));
  return db
    .select({
      id_usuario: preferenciasNotificacion.id_usuario,
      id_candidato: preferenciasNotificacion.id_candidato,
      entrega: preferenciasNotificacion.entrega,
    })
    .from(preferenciasNotificacion)
    .where(
      and(
        eq(preferenciasNotificacion.evento, evento),
        sql`(${preferenciasNotificacion.id_usuario} = any(${sql.param(users)}::int[]) or ${preferenciasNotificacion.id_candidato} = any(${sql.param(candidates)}::int[]))`,
      ),
    );
}

export interface NewNotification {
  id_usuario: number | null;
  id_candidato: number | null;
  evento: NotificationEventKey;
  titulo: string;
  cuerpo: string;
  enlace: string;
  entrega: Delivery;
  creada_en: Date;
}

export async function insertNotifications(db: Db, rows: NewNotification[]) {
  if (rows.length > 0) await db.insert(notificaciones).values(rows);
}

/** What a notification says, and when it came and was read: the bell's row and the export's. */
const shown = {
  evento: notificaciones.evento,
  titulo: notificaciones.titulo,
  cuerpo: notificaciones.cuerpo,
  enlace: notificaciones.enlace,
  creada_en: notificaciones.creada_en,
  leida_en: notificaciones.leida_en,
};

/** A hot read of one recipient's rows: built and planned once for users and once for candidates. */
function perRecipient<R>(build: (db: Db, whose: SQL) => Preparable<R>) {
  const id = sql.placeholder('id');
  const forUsers = plannedRead((db) => build(db, recipientIs(notificaciones, 'usuario', id)));
  const forCandidates = plannedRead((db) => build(db, recipientIs(notificaciones, 'candidato', id)));
  return (db: Db, to: Recipient) =>
    to.id_usuario !== undefined
      ? forUsers(db, { id: to.id_usuario })
      : forCandidates(db, { id: to.id_candidato });
}

export const latestOf = perRecipient((db, whose) =>
  db
    .select({ id: notificaciones.id, ...shown })
    .from(notificaciones)
    .where(whose)
    .orderBy(desc(notificaciones.id))
    .limit(LIST_SIZE),
);

/** Every notification of this recipient, oldest first, with how it was delivered (their data export). */
export function allOf(db: Db, to: Recipient) {
  return db
    .select({
      ...shown,
      entrega: notificaciones.entrega,
      correo_en: notificaciones.correo_en,
    })
    .from(notificaciones)
    .where(whose(notificaciones, to))
    .orderBy(notificaciones.id);
}

const versionRows = perRecipient((db, whose) =>
  db
    .select({
      newest: sql<number>`coalesce(max(${notificaciones.id}), 0)::int`,
      unread: sql<number>`(count(*) filter (where ${notificaciones.leida_en} is null))::int`,
      lastRead: sql<string>`coalesce(extract(epoch from max(${notificaciones.leida_en})) * 1000, 0)::bigint::text`,
    })
    .from(notificaciones)
    .where(whose),
);

/** What changes whenever the list or the unread count does: the newest row, the unread count, the last read. */
export async function versionOf(db: Db, to: Recipient): Promise<{ unread: number; tag: string }> {
  const [row] = await versionRows(db, to);
  return { unread: row?.unread ?? 0, tag: `${row?.newest ?? 0}.${row?.unread ?? 0}.${row?.lastRead ?? 0}` };
}

/** Marks read one (by id) or all of this recipient's unread rows; the count of rows changed. */
export async function markRead(db: Db, to: Recipient, at: Date, id?: number) {
  const rows = await db
    .update(notificaciones)
    .set({ leida_en: at })
    .where(
      and(
        whose(notificaciones, to),
        isNull(notificaciones.leida_en),
        id === undefined ? undefined : eq(notificaciones.id, id),
      ),
    )
    .returning({ id: notificaciones.id });
  return rows.length;
}

export async function ownsNotification(db: Db, to: Recipient, id: number) {
  const [row] = await db
    .select({ id: notificaciones.id })
    .from(notificaciones)
    .where(and(whose(notificaciones, to), eq(notificaciones.id, id)));
  return Boolean(row);
}

export function preferencesOf(db: Db, to: Recipient) {
  return db
    .select({ evento: preferenciasNotificacion.evento, entrega: preferenciasNotificacion.entrega })
    .from(preferenciasNotificacion)
    .where(whose(preferenciasNotificacion, to));
}

/** Every event of this person to the bell only (a one-click unsubscribe from a mail). */
export async function mailOff(db: Db, to: Recipient, events: readonly NotificationEventKey[]) {
  for (const evento of events) await savePreference(db, to, evento, 'app');
}

export async function savePreference(db: Db, to: Recipient, evento: NotificationEventKey, entrega: Delivery) {
  await db
    .insert(preferenciasNotificacion)
    .values({ id_usuario: to.id_usuario ?? null, id_candidato: to.id_candidato ?? null, evento, entrega })
    .onConflictDoUpdate({
      target: [
        preferenciasNotificacion.id_usuario,
        preferenciasNotificacion.id_candidato,
        preferenciasNotificacion.evento,
      ],
      set: { entrega },
    });
}

/** A row waiting for its mail, with where and to whom it goes (an inactive user gets none). */
export interface PendingMail {
  id: number;
  id_usuario: number | null;
  id_candidato: number | null;
  entrega: 'inmediato' | 'diario';
  titulo: string;
  cuerpo: string;
  enlace: string;
  /** Milliseconds since the epoch. */
  creada_ms: number;
  correo: string | null;
  nombre: string | null;
  rol: string | null;
}

/** Every row still waiting for a mail, oldest first, locked so two processes never mail it twice. */
export function lockPendingMail(db: Db) {
  return queryRows<PendingMail>(
    db,
    sql`select n.id, n.id_usuario, n.id_candidato, n.entrega, n.titulo, n.cuerpo, n.enlace,
          (extract(epoch from n.creada_en) * 1000)::float8 as creada_ms,
          coalesce(u.correo, c.correo) as correo, coalesce(u.primer_nombre, c.primer_nombre) as nombre, u.rol
        from notificaciones n
        left join usuarios u on u.id_usuario = n.id_usuario and u.activo
        left join candidatos c on c.id_candidato = n.id_candidato
        where n.correo_en is null and n.entrega <> 'app'
        order by n.id
        for update of n skip locked`,
  );
}

export async function markMailed(db: Db, ids: number[], at: Date) {
  if (ids.length > 0)
    await db.update(notificaciones).set({ correo_en: at }).where(inArray(notificaciones.id, ids));
}
