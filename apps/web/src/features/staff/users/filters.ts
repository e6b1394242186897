import type { StaffUser } from '@portal/shared/users/staff';
import { matchesAllWords } from '@portal/shared/text';

export type UserState = 'activo' | 'invitado' | 'inactivo';

export const stateOf = (user: StaffUser): UserState =>
  !user.activo ? 'inactivo' : user.invitado ? 'invitado' : 'activo';
export const stateLabels: Record<UserState, string> = {
  activo: 'Activo',
  invitado: 'Invitado',
  inactivo: 'Desactivado',
};

export interface UserFilters {
  q: string;
  rol: string;
  grupo: string;
  empresa: string;
  estado: string;
}

/** The filters as the address keeps them (?q=&rol=&grupo=&empresa=&estado=); the page and sort belong to the table. */
export function readFilters(params: URLSearchParams): UserFilters {
  return {
    q: params.get('q') ?? '',
    rol: params.get('rol') ?? '',
    grupo: params.get('grupo') ?? '',
    empresa: params.get('empresa') ?? '',
    estado: params.get('estado') ?? '',
  };
}

export function filterUsers<T extends StaffUser>(users: T[], filters: UserFilters): T[] {
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
