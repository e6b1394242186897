import { clientDataMessages, staffScopeMessages, staffUserMessages } from '@portal/shared/messages';
import {
  INVITATION_TTL_HOURS,
  type RegisterUserBody,
  type Role,
  type StaffUser,
  type UpdateUserBody,
} from '@portal/shared/users/staff';
import { reaches, reachesGroup } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import type { AnnouncedTable } from '../../infra/table-versions.js';
import { enqueueMails } from '../../infra/mail/outbox.js';
import { AppError } from '../../lib/app-error.js';
import { sha256, type StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { claimInvitations, invitationCapHit, type InviteContext } from './team/invitation-cap.js';
import { emailChangedMail, invitationMail } from './mail-templates.js';
import * as repo from './repository.js';
import {
  allowedActions,
  assertCanManage,
  assertListScope,
  placementOf,
  type ScopedUser,
} from './team/scope.js';
import { newToken } from './session/sessions.js';

export const toStaffUser = (row: repo.ListedUserRow): StaffUser => ({
  ...row,
  rol: row.rol as Role,
  created_at: row.created_at.toISOString(),
});

/** One user in the listed shape. */
export async function userView(db: Db, id: number) {
  const [row] = await repo.listUsers(db, repo.byId(id));
  return toStaffUser(row!);
}

export const me = (db: Database, staff: StaffPrincipal) => userView(db, staff.id_usuario);

/** Listed users with what the viewer may do to each (the rule the calls below enforce). */
const listedFor = (staff: StaffPrincipal, rows: repo.ListedUserRow[]) =>
  rows.map(toStaffUser).map((user) => ({ ...user, acciones: allowedActions(staff, user) }));

/** GET /all_users: admin only (spec §6). */
/** What `listAllUsers` reads (decision 0083). */
export const USER_LIST_TABLES = [
  'usuarios',
  'grupos',
  'empresas',
] as const satisfies readonly AnnouncedTable[];

export async function listAllUsers(db: Db, staff: StaffPrincipal) {
  if (staff.rol !== 'admin') throw AppError.forbidden(staffScopeMessages.adminOnly);
  return listedFor(staff, await repo.listEveryUser(db));
}

export async function listGroupUsers(db: Database, staff: StaffPrincipal, idGrupo: number) {
  assertListScope(staff, { id_grupo: idGrupo, id_empresa: null });
  return listedFor(staff, await repo.listUsers(db, repo.byGroup(idGrupo)));
}

/** A company's users, for those who reach the company (a director or disenador: one of their group). */
export async function listCompanyUsers(db: Database, staff: StaffPrincipal, idEmpresa: number) {
  const company = await repo.findCompany(db, idEmpresa);
  assertListScope(staff, { id_grupo: company?.id_grupo ?? null, id_empresa: idEmpresa });
  return listedFor(staff, await repo.listUsers(db, repo.byCompany(idEmpresa)));
}

/** The group and company a user of that role belongs to, checked against the database. */
async function placement(db: Db, rol: Role, idGrupo: number | null, idEmpresa: number | null) {
  const group = idGrupo ? await repo.findGroup(db, idGrupo) : null;
  const company = idEmpresa ? await repo.findCompany(db, idEmpresa) : null;
  return placementOf(rol, { grupo: Boolean(idGrupo), empresa: Boolean(idEmpresa) }, group, company);
}

/**
 * Invitations (72 h) for new users and their e-mails, queued in the caller's transaction, counted
 * against the actor's hourly cap first (over it: 429 and the transaction rolls back).
 */
export async function inviteAll(db: Db, actor: StaffPrincipal, users: repo.UserRow[], invite: InviteContext) {
  if (users.length === 0) return;
  const { origin, now } = invite;
  await claimInvitations(db, actor.id_usuario, users.length, invite);
  const expires_at = new Date(now.getTime() + INVITATION_TTL_HOURS * 3600 * 1000);
  const links = users.map(() => newToken());
  await repo.insertInvitations(
    db,
    users.map((user, i) => ({
      token_hash: sha256(links[i]!),
      id_usuario: user.id_usuario,
      expires_at,
      created_at: now,
    })),
  );
  const mails = users.map((user, i) =>
    invitationMail(user.correo, user.primer_nombre, user.rol as Role, `${origin}/signup?token=${links[i]}`),
  );
  await enqueueMails(db, mails, now);
}

/** Validates a new user against the actor's scope and inserts it (no password: invited). */
export async function insertScopedUser(db: Db, actor: ScopedUser, body: RegisterUserBody) {
  const place = await placement(db, body.rol, body.id_grupo ?? null, body.id_empresa ?? null);
  assertCanManage(actor, { rol: body.rol, ...place });
  const row = await repo.insertUser(db, {
    correo: body.correo,
    primer_nombre: body.primer_nombre,
    primer_apellido: body.primer_apellido,
    rol: body.rol,
    ...place,
  });
  if (!row) throw AppError.conflict(staffScopeMessages.emailTaken);
  return row;
}

/** POST /auth/register: the user, its invitation e-mail and the audit row, all or nothing. */
export async function registerUser(
  db: Database,
  staff: StaffPrincipal,
  body: RegisterUserBody,
  invite: InviteContext,
) {
  return db.transaction(async (tx) => {
    const row = await insertScopedUser(tx, staff, body);
    await inviteAll(tx, staff, [row], invite);
    const user = await userView(tx, row.id_usuario);
    await recordAudit(tx, {
      actor: staff,
      accion: 'crear',
      entidad: 'usuario',
      entidad_id: row.id_usuario,
      despues: user,
    });
    return { message: staffUserMessages.registered, user };
  });
}

/** The user an action names, if the actor may manage it (else 404 or 403). */
export async function scopedTarget(db: Db, staff: StaffPrincipal, id: number) {
  const target = await repo.findUserById(db, id);
  if (!target) throw AppError.notFound(staffScopeMessages.notFound);
  assertCanManage(staff, { ...target, rol: target.rol as Role });
  return target;
}

/**
 * PUT /update_user: only what changes; the new role and place are checked like a new user's. A new
 * e-mail revokes every earlier invitation link (whoever got one must not set the password of the
 * corrected address) and, for a pending active user, sends a new one there; it also closes the
 * user's sessions, so no session outlives the identity it was opened with.
 */
export async function updateUserAs(
  db: Database,
  staff: StaffPrincipal,
  body: UpdateUserBody,
  invite: InviteContext,
) {
  const { now } = invite;
  return db.transaction(async (tx) => {
    const target = await scopedTarget(tx, staff, body.id_usuario);
    const self = target.id_usuario === staff.id_usuario;
    if (self && body.rol && body.rol !== target.rol) throw AppError.forbidden(staffScopeMessages.selfRole);
    if (self && body.activo === false) throw AppError.forbidden(staffScopeMessages.selfDeactivate);
    const rol = body.rol ?? (target.rol as Role);
    const place = await placement(
      tx,
      rol,
      body.id_grupo !== undefined ? body.id_grupo : target.id_grupo,
      body.id_empresa !== undefined ? body.id_empresa : target.id_empresa,
    );
    assertCanManage(staff, { rol, ...place });
    const before = await userView(tx, target.id_usuario);
    if (body.correo && body.correo !== target.correo && (await repo.findUserByEmail(tx, body.correo))) {
      throw AppError.conflict(staffScopeMessages.emailTaken);
    }
    const updated = await repo.updateUser(tx, target.id_usuario, {
      correo: body.correo,
      primer_nombre: body.primer_nombre,
      primer_apellido: body.primer_apellido,
      rol,
      ...place,
      activo: body.activo,
    });
    const emailChanged = body.correo !== undefined && body.correo !== target.correo;
    if (emailChanged || body.activo === false) await repo.revokeInvitations(tx, target.id_usuario, now);
    // Someone correcting their own e-mail keeps the session they are using; every other one ends,
    // and a role change is told to them at their next request.
    if (emailChanged || body.activo === false || rol !== target.rol)
      await repo.revokeUserSessions(tx, target.id_usuario, now, {
        keep: self ? staff.sessionHash : undefined,
        reason: body.activo !== false && rol !== target.rol ? 'rol' : undefined,
      });
    // An account in use hears of the change at its old address (a takeover would otherwise be silent).
    if (emailChanged && target.password_hash)
      await enqueueMails(tx, [emailChangedMail(target.correo, target.primer_nombre, body.correo!)], now);
    const reinvite = emailChanged && !target.password_hash && (body.activo ?? target.activo);
    if (reinvite) {
      await invitationCapHit(tx, staff, now);
      await inviteAll(tx, staff, [updated!], invite);
    }
    const after = await userView(tx, target.id_usuario);
    await recordAudit(tx, {
      actor: staff,
      accion: 'actualizar',
      entidad: 'usuario',
      entidad_id: target.id_usuario,
      antes: before,
      despues: after,
    });
    const message = reinvite ? staffUserMessages.updatedReinvited(after.correo) : staffUserMessages.updated;
    return { message, user: after };
  });
}

/**
 * DELETE /delete_user: deactivates (history keeps the row), closes that user's sessions and revokes
 * their invitation links (a reactivation must not bring an old link back to life).
 */
export async function deactivateUser(db: Database, staff: StaffPrincipal, id: number) {
  return db.transaction(async (tx) => {
    const target = await scopedTarget(tx, staff, id);
    if (target.id_usuario === staff.id_usuario) throw AppError.forbidden(staffScopeMessages.selfDeactivate);
    const before = await userView(tx, id);
    const now = new Date();
    await repo.updateUser(tx, id, { activo: false });
    await repo.revokeUserSessions(tx, id, now);
    await repo.revokeInvitations(tx, id, now);
    await recordAudit(tx, {
      actor: staff,
      accion: 'desactivar',
      entidad: 'usuario',
      entidad_id: id,
      antes: before,
      despues: { ...before, activo: false },
    });
    return { message: clientDataMessages.deleteUserSuccess };
  });
}

/** The groups the user may pick in forms and filters: those they reach. */
export async function groupOptions(db: Db, staff: StaffPrincipal) {
  return (await repo.listGroups(db)).filter((group) => reachesGroup(staff, group.id_grupo));
}

/** The companies the user may pick in forms and filters: those they reach. */
export async function companyOptions(db: Db, staff: StaffPrincipal) {
  return (await repo.listCompanies(db)).filter((company) => reaches(staff, company));
}
