import { staffScopeMessages, staffUserMessages } from '@portal/shared/messages';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { invitationCapHit, type InviteContext } from './invitation-cap.js';
import * as repo from '../repository.js';
import { inviteAll, scopedTarget, userView } from '../service.js';

/**
 * POST /reactivate_user: whoever may deactivate a user may bring them back (same scope rule). They
 * sign in with their password again; a pending user needs a new invitation, since deactivating
 * revoked the old links.
 */
export async function reactivateUser(db: Database, staff: StaffPrincipal, id: number) {
  return db.transaction(async (tx) => {
    const target = await scopedTarget(tx, staff, id);
    if (target.activo) throw AppError.conflict(staffScopeMessages.alreadyActive);
    const before = await userView(tx, id);
    await repo.updateUser(tx, id, { activo: true, intentos_fallidos: 0, bloqueado_hasta: null });
    const after = await userView(tx, id);
    await recordAudit(tx, {
      actor: staff,
      accion: 'reactivar',
      entidad: 'usuario',
      entidad_id: id,
      antes: before,
      despues: after,
    });
    const message = after.invitado ? staffUserMessages.reactivatedInvited : staffUserMessages.reactivated;
    return { message, user: after };
  });
}

/**
 * POST /resend_invitation: a new 72 h link to a pending user's address; every earlier link stops
 * working. Counted against the actor's hourly cap of invitations sent again.
 */
export async function resendInvitation(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  invite: InviteContext,
) {
  const { now } = invite;
  return db.transaction(async (tx) => {
    const target = await scopedTarget(tx, staff, id);
    if (!target.activo) throw AppError.conflict(staffScopeMessages.resendInactive);
    if (target.password_hash) throw AppError.conflict(staffScopeMessages.resendNotInvited);
    await invitationCapHit(tx, staff, now);
    await repo.revokeInvitations(tx, id, now);
    await inviteAll(tx, staff, [target], invite);
    const user = await userView(tx, id);
    await recordAudit(tx, {
      actor: staff,
      accion: 'reenviar_invitacion',
      entidad: 'usuario',
      entidad_id: id,
      antes: user,
      despues: user,
    });
    return { message: staffUserMessages.invitationResent(target.correo), user };
  });
}
