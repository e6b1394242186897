import { STORAGE_KEYS } from '@portal/shared/storage-keys';

/**
 * Browser storage rules of the vacancy page (spec §3): the slot id from the query, selectedJobId only
 * when signed out, vacanteRegister always. utm values are kept by the root layout for every URL.
 */
export function rememberVacancyVisit(
  vacancyId: string,
  search: string,
  authenticated: boolean,
  storage: Storage = window.localStorage,
): void {
  const slot = new URLSearchParams(search).get('id_espacio_agendamiento');
  if (slot && /^\d+$/.test(slot)) storage.setItem(STORAGE_KEYS.slotId, slot);
  if (!authenticated) storage.setItem(STORAGE_KEYS.selectedJobId, vacancyId);
  storage.setItem(STORAGE_KEYS.vacancyRegister, vacancyId);
}
