/** Sorting as the address keeps it: `orden=nombre` ascending, `orden=-nombre` descending. */
export interface SortState {
  id: string;
  desc: boolean;
}

export function readSort(value: string | null, columnIds: readonly string[]): SortState | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return columnIds.includes(id) ? { id, desc } : null;
}

export const writeSort = (sort: SortState | null) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '');

/** Clicking a header: ascending, then descending, then back to the list's own order. */
export function nextSort(current: SortState | null, id: string): SortState | null {
  if (current?.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

/** The page asked for in the address, clamped to the pages there are (page 99 of 3 shows page 3). */
export function readPage(value: string | null, pageCount: number): number {
  const page = Number(value ?? '1');
  const wanted = Number.isInteger(page) && page > 0 ? page : 1;
  return Math.min(wanted, Math.max(1, pageCount));
}
