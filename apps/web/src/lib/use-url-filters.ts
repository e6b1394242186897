import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (?q=&estado=&page=…), so a link, a reload or Back restores the view.
 * Changing a filter goes back to page 1; typing in the search box replaces the history entry.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: name === 'q' });
  };
  return { params, change };
}
