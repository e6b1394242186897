import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (?q=&estado=&page=…), so a link, a reload or Back restores the view.
 * Changing a filter goes back to page 1; typing in a text filter (`typed`, the search box by default)
 * replaces the history entry, so Back does not replay each keystroke.
 */
export function useUrlFilters(typed: readonly string[] = ['q']) {
  const [params, setParams] = useSearchParams();
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: typed.includes(name) });
  };
  /** Removes these filters at once (a "Limpiar filtros" button). */
  const clear = (names: readonly string[]) => {
    const next = new URLSearchParams(params);
    for (const name of [...names, 'page']) next.delete(name);
    setParams(next);
  };
  return { params, change, clear };
}
