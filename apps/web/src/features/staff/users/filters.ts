import type { UserFilters } from '@portal/shared/users/filters';

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
