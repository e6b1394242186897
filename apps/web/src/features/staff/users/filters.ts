import type { StaffUser } from '@portal/shared/staff';

export const PAGE_SIZE = 20;
export type UserState = 'activo' | 'invitado' | 'inactivo';

export const stateOf = (user: StaffUser): UserState =>
  !user.activo ? 'inactivo' : user.invitado ? 'invitado' : 'activo';
export const stateLabels: Record<UserState, string> = {
  activo: 'Activo',
  invitado: 'Invitado',
  inactivo: 'Desactivado',
};

/** Lower-case, accent-free: "Suárez" is found by "suarez". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface UserFilters {
  q: string;
  rol: string;
  grupo: string;
  empresa: string;
  estado: string;
  page: number;
}

/** The filters as the address keeps them (?q=&rol=&grupo=&empresa=&estado=&page=). */
export function readFilters(params: URLSearchParams): UserFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    rol: params.get('rol') ?? '',
    grupo: params.get('grupo') ?? '',
    empresa: params.get('empresa') ?? '',
    estado: params.get('estado') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filterUsers(users: StaffUser[], filters: UserFilters): StaffUser[] {
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    const text = fold(`${user.primer_nombre} ${user.primer_apellido} ${user.correo}`);
    return (
      words.every((word) => text.includes(word)) &&
      (!filters.rol || user.rol === filters.rol) &&
      (!filters.grupo || String(user.id_grupo) === filters.grupo) &&
      (!filters.empresa || String(user.id_empresa) === filters.empresa) &&
      (!filters.estado || stateOf(user) === filters.estado)
    );
  });
}

/** The page asked for, clamped to the pages there are (page 99 of 3 shows page 3). */
export function pageOf<T>(rows: T[], page: number) {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return { pages, current, rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE) };
}
