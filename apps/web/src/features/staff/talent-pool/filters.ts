import { poolSearchQuerySchema, type PoolSearchQuery } from '@portal/shared/talent-pool/search';

/** The search as the screen keeps it: the API's own query, read from the address. */
export type PoolFilters = PoolSearchQuery;

type Key = keyof PoolFilters;
const shape = poolSearchQuerySchema.shape;
const KEYS = Object.keys(shape) as Key[];

/** The filters that narrow the pool (not the order or the page): what «Limpiar filtros» removes. */
export const NARROWING_FILTERS = [
  'q',
  'ciudad',
  'cercanas',
  'categoria',
  'documentos',
  'disponibilidad',
  'actividad',
  'contactables',
  'contratados',
  'misiones',
] as const satisfies readonly Key[];

/**
 * Reads the search from the address (?q=&ciudad=&cercanas=1&…&page=2), with the names the API uses.
 * A value the API would refuse (an old or edited link) is dropped, so the rest still applies.
 */
export function readPoolFilters(params: URLSearchParams): PoolFilters {
  const entries = KEYS.map((key) => {
    const raw = params.get(key);
    const parsed = shape[key].safeParse(raw === null || raw === '' ? undefined : raw);
    return [key, parsed.success ? parsed.data : shape[key].parse(undefined)];
  });
  return Object.fromEntries(entries) as PoolFilters;
}

/** Whether anything narrows the pool, beyond the order and the page. */
export const isNarrowed = (filters: PoolFilters) =>
  NARROWING_FILTERS.some(
    (key) => filters[key] !== undefined && filters[key] !== false && filters[key] !== '',
  );

/** The query string of the API call: yes/no filters as `1` when on, and left out when off. */
export function poolApiQuery(filters: PoolFilters): Record<string, string | number | undefined> {
  const yes = (on: boolean | undefined) => (on ? '1' : undefined);
  return {
    q: filters.q || undefined,
    ciudad: filters.ciudad,
    // Nearby cities widen a city: without one there is nothing to widen.
    cercanas: filters.ciudad ? yes(filters.cercanas) : undefined,
    categoria: filters.categoria,
    documentos: yes(filters.documentos),
    disponibilidad: filters.disponibilidad,
    actividad: filters.actividad,
    contactables: yes(filters.contactables),
    contratados: filters.contratados,
    misiones: filters.misiones,
    orden: filters.orden,
    page: filters.page,
    page_size: filters.page_size,
  };
}

/** The defaults stay out of the address, so a plain search keeps a plain link. */
export const DEFAULTS: Partial<Record<Key, string>> = { orden: 'relevancia', page: '1', page_size: '20' };
export const addressValue = (key: Key, value: string) => (DEFAULTS[key] === value ? '' : value);
