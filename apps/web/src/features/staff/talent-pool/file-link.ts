import { useLocation } from 'react-router';

/** Where the file's back link goes, and what it says: kept in the link's state, so the search keeps its filters. */
export interface BackTo {
  volver: string;
  texto: string;
}

export const POOL_PATH = '/dashboard/candidatos';
export const filePath = (id: number) => `${POOL_PATH}/${id}`;

/** The state a link to a file carries: this screen's address (with its filters), and its name. */
export function useBackHere(texto: string): BackTo {
  const { pathname, search } = useLocation();
  return { volver: `${pathname}${search}`, texto };
}

/** The way back from a file: where the link came from, or the plain search when it was opened directly. */
export function useBackFromFile(): BackTo {
  const state = useLocation().state as Partial<BackTo> | null;
  return typeof state?.volver === 'string' && state.volver.startsWith(POOL_PATH) && state.texto
    ? { volver: state.volver, texto: state.texto }
    : { volver: POOL_PATH, texto: 'Volver a la base de talento' };
}
