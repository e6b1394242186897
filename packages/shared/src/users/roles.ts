/**
 * Roles and who may use each area, without zod: the signed-in first screens (the panel's frame and
 * menu) import these on their first load (decision 0073). `staff.ts` re-exports them with its schemas.
 */

/** Roles of listed users (spec §1, §6), highest first. */
export const ROLES = ['admin', 'director', 'disenador', 'empresa'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_RANK: Record<Role, number> = { admin: 4, director: 3, disenador: 2, empresa: 1 };
export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  director: 'Director',
  disenador: 'Diseñador',
  empresa: 'Usuario de empresa',
};
/** Roles of the agency's back office; `empresa` users work in the client area (/order). */
export const STAFF_ROLES = ['admin', 'director', 'disenador'] as const satisfies readonly Role[];
export const isStaffRole = (rol: Role) => (STAFF_ROLES as readonly Role[]).includes(rol);
/** The whole audit log and the system's status. */
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];
/** The client area (`/order`, `/api/client/`): a client company's users. */
export const COMPANY_ROLES = ['empresa'] as const satisfies readonly Role[];
/** Who answers data subjects for the agency. */
export const DATA_REQUEST_ROLES = ['admin', 'director'] as const satisfies readonly Role[];
/** Whether a role is among those an area serves (the API's guards and the panel's menu ask the same). */
export const roleMayUse = (rol: Role, roles: readonly Role[]) => roles.includes(rol);
