import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { placementScope, type StaffScope } from '../../access/staff-scope.js';
import type { Db } from '../../db/client.js';
import { plannedRead } from '../../db/planned.js';
import {
  empresas,
  grupos,
  staffInvitaciones,
  staffPasswordResets,
  staffSesiones,
  usuarios,
} from '../../db/schema/index.js';

export type UserRow = typeof usuarios.$inferSelect;
/** Why sessions were ended for a user, when they should be told (a role change, a new password). */
export type SessionEndReason = 'rol' | 'password';
export type NewUser = typeof usuarios.$inferInsert;

/** The listed-user shape (spec §3) with its group and company names, in one statement. */
const listed = {
  id_usuario: usuarios.id_usuario,
  correo: usuarios.correo,
  primer_nombre: usuarios.primer_nombre,
  primer_apellido: usuarios.primer_apellido,
  rol: usuarios.rol,
  id_grupo: usuarios.id_grupo,
  id_empresa: usuarios.id_empresa,
  nombre_grupo: grupos.nombre,
  razon_social: empresas.razon_social,
  activo: usuarios.activo,
  invitado: sql<boolean>`${usuarios.password_hash} is null`,
  created_at: usuarios.created_at,
};

const listedWhere = (db: Db, where?: SQL) =>
  db
    .select(listed)
    .from(usuarios)
    .leftJoin(grupos, eq(grupos.id_grupo, usuarios.id_grupo))
    .leftJoin(empresas, eq(empresas.id_empresa, usuarios.id_empresa))
    .where(where);

export function listUsers(db: Db, where?: SQL) {
  return listedWhere(db, where).orderBy(
    asc(usuarios.primer_apellido),
    asc(usuarios.primer_nombre),
    asc(usuarios.id_usuario),
  );
}
export type ListedUserRow = Awaited<ReturnType<typeof listUsers>>[number];
/** Every user (the admin's list), built and planned once; filtered lists vary too much to name. */
export const listEveryUser = plannedRead((db) => listUsers(db));

/** A batch of an export: up to `limit` listed users after `afterId`, by id (keyset on the primary key). */
export const listUsersAfter = (db: Db, where: SQL | undefined, afterId: number, limit: number) =>
  listedWhere(db, and(where, gt(usuarios.id_usuario, afterId)))
    .orderBy(asc(usuarios.id_usuario))
    .limit(limit);

/** The users a staff member reaches (staff-scope's rule over a user's own group and company). */
export const usersInScope = (staff: StaffScope) =>
  placementScope(staff, { id_grupo: usuarios.id_grupo, id_empresa: usuarios.id_empresa });

export const byGroup = (id: number) => eq(usuarios.id_grupo, id);
export const byCompany = (id: number) => eq(usuarios.id_empresa, id);
export const byId = (id: number) => eq(usuarios.id_usuario, id);
export const byIds = (ids: number[]) => inArray(usuarios.id_usuario, ids);

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id_usuario, id));
  return row;
}

export async function findUserByEmail(db: Db, correo: string) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.correo, correo));
  return row;
}

/** Inserts unless the e-mail is taken (then undefined). */
export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db
    .insert(usuarios)
    .values(values)
    .onConflictDoNothing({ target: usuarios.correo })
    .returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  const [row] = await db
    .update(usuarios)
    .set({ ...values, updated_at: new Date() })
    .where(eq(usuarios.id_usuario, id))
    .returning();
  return row;
}

/** Whether the account of `correo` had a session from `ip` since `since` (a known address). */
export async function signedInFrom(db: Db, correo: string, ip: string, since: Date) {
  const rows = await db
    .select({ one: sql`1` })
    .from(staffSesiones)
    .innerJoin(usuarios, eq(usuarios.id_usuario, staffSesiones.id_usuario))
    .where(and(eq(usuarios.correo, correo), eq(staffSesiones.ip, ip), gt(staffSesiones.created_at, since)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSession(db: Db, values: typeof staffSesiones.$inferInsert) {
  await db.insert(staffSesiones).values(values);
}

/** A live session with its user's scope, in one statement (every staff request runs it). */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      csrf_hash: staffSesiones.csrf_hash,
      expires_at: staffSesiones.expires_at,
      id_usuario: usuarios.id_usuario,
      rol: usuarios.rol,
      id_grupo: usuarios.id_grupo,
      id_empresa: usuarios.id_empresa,
    })
    .from(staffSesiones)
    .innerJoin(usuarios, eq(usuarios.id_usuario, staffSesiones.id_usuario))
    .where(
      and(
        eq(staffSesiones.token_hash, tokenHash),
        isNull(staffSesiones.revoked_at),
        gt(staffSesiones.expires_at, now),
        eq(usuarios.activo, true),
      ),
    );
  return row;
}

/** Why a session that is no longer live was revoked, if it was and a reason was kept. */
export async function findSessionEndReason(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ reason: staffSesiones.revoke_reason })
    .from(staffSesiones)
    .where(and(eq(staffSesiones.token_hash, tokenHash), isNotNull(staffSesiones.revoked_at)));
  return (row?.reason ?? null) as SessionEndReason | null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db.update(staffSesiones).set({ revoked_at: now }).where(eq(staffSesiones.token_hash, tokenHash));
}

/**
 * Ends the user's open sessions, but `keep` (the session making the call, when it is their own);
 * `reason` is told to them at their next request.
 */
export async function revokeUserSessions(
  db: Db,
  id: number,
  now: Date,
  { reason, keep }: { reason?: SessionEndReason; keep?: string } = {},
) {
  await db
    .update(staffSesiones)
    .set({ revoked_at: now, revoke_reason: reason ?? null })
    .where(
      and(
        eq(staffSesiones.id_usuario, id),
        isNull(staffSesiones.revoked_at),
        keep === undefined ? undefined : ne(staffSesiones.token_hash, keep),
      ),
    );
}

export async function insertInvitations(db: Db, values: (typeof staffInvitaciones.$inferInsert)[]) {
  await db.insert(staffInvitaciones).values(values);
}

/**
 * Revokes every link of the user not used yet, by marking it spent: the invitation check refuses a
 * spent link, so the new address's link (or none) is the only one left.
 */
/**
 * Spends every open link of the user, invitations and password resets: a link mailed to an address
 * the account no longer has (or to a deactivated account) must not open it.
 */
export async function revokeInvitations(db: Db, id: number, now: Date) {
  await db
    .update(staffInvitaciones)
    .set({ used_at: now })
    .where(and(eq(staffInvitaciones.id_usuario, id), isNull(staffInvitaciones.used_at)));
  await db
    .update(staffPasswordResets)
    .set({ used_at: now })
    .where(and(eq(staffPasswordResets.id_usuario, id), isNull(staffPasswordResets.used_at)));
}

/** Many users in one statement; an e-mail taken meanwhile is skipped (absent from the answer). */
export function insertUsers(db: Db, values: NewUser[]) {
  return db.insert(usuarios).values(values).onConflictDoNothing({ target: usuarios.correo }).returning();
}

export async function findInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: staffInvitaciones, user: usuarios })
    .from(staffInvitaciones)
    .innerJoin(usuarios, eq(usuarios.id_usuario, staffInvitaciones.id_usuario))
    .where(eq(staffInvitaciones.token_hash, tokenHash));
  return row;
}

/** Spends an invitation once: false when it was already used (a second click, or a race). */
export async function spendInvitation(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(staffInvitaciones)
    .set({ used_at: now })
    .where(and(eq(staffInvitaciones.token_hash, tokenHash), isNull(staffInvitaciones.used_at)))
    .returning({ id: staffInvitaciones.id_usuario });
  return rows.length === 1;
}

export async function insertPasswordReset(db: Db, values: typeof staffPasswordResets.$inferInsert) {
  await db.insert(staffPasswordResets).values(values);
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ reset: staffPasswordResets, user: usuarios })
    .from(staffPasswordResets)
    .innerJoin(usuarios, eq(usuarios.id_usuario, staffPasswordResets.id_usuario))
    .where(eq(staffPasswordResets.token_hash, tokenHash));
  return row;
}

/** Spends a reset link once: false when it was already used. Any other open link of the user goes too. */
export async function spendPasswordReset(db: Db, tokenHash: string, userId: number, now: Date) {
  const rows = await db
    .update(staffPasswordResets)
    .set({ used_at: now })
    .where(and(eq(staffPasswordResets.token_hash, tokenHash), isNull(staffPasswordResets.used_at)))
    .returning({ id: staffPasswordResets.id_usuario });
  if (rows.length !== 1) return false;
  await db
    .update(staffPasswordResets)
    .set({ used_at: now })
    .where(and(eq(staffPasswordResets.id_usuario, userId), isNull(staffPasswordResets.used_at)));
  return true;
}

export const listGroups = (db: Db) => db.select().from(grupos).orderBy(asc(grupos.nombre));
export const listCompanies = (db: Db) =>
  db
    .select({
      id_empresa: empresas.id_empresa,
      nit: empresas.nit,
      digito_verificacion: empresas.digito_verificacion,
      razon_social: empresas.razon_social,
      id_grupo: empresas.id_grupo,
    })
    .from(empresas)
    .orderBy(asc(empresas.razon_social));

export async function findGroup(db: Db, id: number) {
  const [row] = await db.select().from(grupos).where(eq(grupos.id_grupo, id));
  return row;
}

export async function findCompany(db: Db, id: number) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id_empresa, id));
  return row;
}
