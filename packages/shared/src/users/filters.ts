import { z } from 'zod';
import { exportMessages } from '../messages/staff';
import { reportFormatSchema } from '../report-format';
import { matchesAllWords } from '../text';
import { ROLES, type StaffUser } from './staff';

/**
 * The users list's search and filters (`/dashboard/usuarios?q=&rol=&grupo=&empresa=&estado=`),
 * written once: the screen filters what it loaded with them, and the export filters each batch of
 * rows it reads with the same `filterUsers`, so a download holds exactly the rows on screen.
 */

export type UserState = 'activo' | 'invitado' | 'inactivo';
export const USER_STATES = ['activo', 'invitado', 'inactivo'] as const satisfies readonly UserState[];

/** The fields of a user the filters and the state read. */
type FilteredUser = Pick<
  StaffUser,
  'primer_nombre' | 'primer_apellido' | 'correo' | 'rol' | 'id_grupo' | 'id_empresa' | 'activo' | 'invitado'
>;

export const stateOf = (user: Pick<StaffUser, 'activo' | 'invitado'>): UserState =>
  !user.activo ? 'inactivo' : user.invitado ? 'invitado' : 'activo';
export const stateLabels: Record<UserState, string> = {
  activo: 'Activo',
  invitado: 'Invitado',
  inactivo: 'Desactivado',
};

/** Each filter as text, '' for none (as the address keeps them). */
export interface UserFilters {
  q: string;
  rol: string;
  grupo: string;
  empresa: string;
  estado: string;
}

export function filterUsers<T extends FilteredUser>(users: readonly T[], filters: UserFilters): T[] {
  return users.filter((user) => {
    return (
      matchesAllWords(`${user.primer_nombre} ${user.primer_apellido} ${user.correo}`, filters.q) &&
      (!filters.rol || user.rol === filters.rol) &&
      (!filters.grupo || String(user.id_grupo) === filters.grupo) &&
      (!filters.empresa || String(user.id_empresa) === filters.empresa) &&
      (!filters.estado || stateOf(user) === filters.estado)
    );
  });
}

// '' is "all", as the screen's selects say it.
const optionId = z
  .string()
  .regex(/^(\d{1,10})?$/, exportMessages.idInvalid)
  .default('');

/** GET /api/staff/users/export: the list's filters (each '' or absent for none) and the file's format. */
export const userExportQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  rol: z.enum(['', ...ROLES], exportMessages.roleInvalid).default(''),
  grupo: optionId,
  empresa: optionId,
  estado: z.enum(['', ...USER_STATES], exportMessages.stateInvalid).default(''),
  formato: reportFormatSchema,
});
