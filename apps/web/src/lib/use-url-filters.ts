import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (?q=&estado=&page=…), so a link, a reload or Back restores the view.
 * Changing a filter goes back to page 1; typing in a text filter (`typed`, the search box by default)
 * replaces the history entry, so Back does not replay each keystroke.
 */
export function useUrlFilters(typed: readonly string[] = ['q']) {
  const [params, setParams] = useSearchParams();
  // The address asked for but not rendered yet: two quick changes (a select, then typing) must build
  // on each other, not both on this render's address (the second would drop the first).
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const latest = () => new URLSearchParams(pending.current ?? params);
  const change = (name: string, value: string) => {
    const next = latest();
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    pending.current = next;
    setParams(next, { replace: typed.includes(name) });
  };
  /** Removes these filters at once (a "Limpiar filtros" button). */
  const clear = (names: readonly string[]) => {
    const next = latest();
    for (const name of [...names, 'page']) next.delete(name);
    pending.current = next;
    setParams(next);
  };
  return { params, change, clear };
}
