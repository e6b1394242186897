import { staffScopeMessages } from '@portal/shared/messages';
import { ROLE_RANK, type Role, type UserActions } from '@portal/shared/users/staff';
import { reaches, type Placement, type StaffScope } from '../../../access/staff-scope.js';
import { AppError } from '../../../lib/app-error.js';

/** A user as the rules below see them: where they sit, and who they are when they exist. */
export type ScopedUser = StaffScope & { id_usuario?: number };

/** The refusal for a user or list outside the actor's reach, in the actor's terms. */
const outOfScope = (actor: StaffScope) =>
  actor.rol === 'empresa' ? staffScopeMessages.otherCompany : staffScopeMessages.otherGroup;

/** Why the actor may not manage (edit, deactivate, reactivate, invite) that user; null when they may. */
function manageRefusal(actor: ScopedUser, target: ScopedUser): string | null {
  if (ROLE_RANK[target.rol] > ROLE_RANK[actor.rol]) return staffScopeMessages.higherRole;
  return reaches(actor, target) ? null : outOfScope(actor);
}

/** Nobody manages or creates a user above their own role, nor outside what they can see. */
export function assertCanManage(actor: ScopedUser, target: ScopedUser): void {
  const refusal = manageRefusal(actor, target);
  if (refusal) throw AppError.forbidden(refusal);
}

/**
 * What the actor may do to a listed user: the same rule the calls enforce, so the list offers no
 * action the server would refuse. Nobody deactivates themselves; only a pending user is re-invited.
 */
export function allowedActions(
  actor: ScopedUser,
  target: ScopedUser & { activo: boolean; invitado: boolean },
): UserActions {
  const manage = manageRefusal(actor, target) === null;
  return {
    editar: manage,
    desactivar: manage && target.activo && target.id_usuario !== actor.id_usuario,
    reactivar: manage && !target.activo,
    reenviar_invitacion: manage && target.activo && target.invitado,
  };
}

/** Which list a role may ask for: the users of a group or of a company (placed as `asked`) it reaches. */
export function assertListScope(actor: StaffScope, asked: Placement) {
  if (!reaches(actor, asked)) throw AppError.forbidden(outOfScope(actor));
}

type Found<T> = T | null | undefined;

/**
 * Where a user of that role sits: a company user in its company (and that company's group), a director
 * or designer in a group, an admin anywhere. `null` asked means none given; `undefined` found means the
 * asked id does not exist. Throws a 400 naming the field.
 */
export function placementOf(
  rol: Role,
  asked: { grupo: boolean; empresa: boolean },
  group: Found<{ id_grupo: number }>,
  company: Found<{ id_empresa: number; id_grupo: number }>,
): Placement {
  const fieldError = (field: string, message: string) => AppError.badRequest(message, { [field]: message });
  if (rol === 'empresa') {
    if (!asked.empresa) throw fieldError('id_empresa', staffScopeMessages.companyRequired);
    if (!company) throw fieldError('id_empresa', staffScopeMessages.companyNotFound);
    return { id_grupo: company.id_grupo, id_empresa: company.id_empresa };
  }
  if (asked.grupo && !group) throw fieldError('id_grupo', staffScopeMessages.groupNotFound);
  if (rol === 'admin') return { id_grupo: group?.id_grupo ?? null, id_empresa: null };
  if (!group) throw fieldError('id_grupo', staffScopeMessages.groupRequired);
  return { id_grupo: group.id_grupo, id_empresa: null };
}
