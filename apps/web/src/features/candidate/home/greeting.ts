import { HOME_TABS, type HomeTab } from '@portal/shared/constants';

/** '¡Hola {primer_nombre}!' with 'candidato' when the name is missing (spec §2). */
export function greetingFor(primerNombre: string | null | undefined): string {
  return `¡Hola ${primerNombre?.trim() || 'candidato'}!`;
}

/** The spec's tab entries of the candidate menu, in order (spec §2). */
export const homeTabs: readonly { tab: HomeTab; label: string }[] = [
  { tab: 'jobs', label: 'Vacantes' },
  { tab: 'applications', label: 'Aplicaciones' },
  { tab: 'profile', label: 'Mi Perfil' },
];

/** The tab named by ?tab=, or jobs when it is missing or unknown. */
export function tabFrom(search: URLSearchParams): HomeTab {
  const tab = search.get('tab');
  return (HOME_TABS as readonly string[]).includes(tab ?? '') ? (tab as HomeTab) : 'jobs';
}
