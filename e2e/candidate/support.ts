import type { Page } from '@playwright/test';

export { expectNoAxeViolations } from '../support/axe';

/** Calls the API from inside the page with the session's id token, as the web app does. */
export async function apiAsPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.json();
  }, path) as Promise<T>;
}

/** The id of an open vacancy that has interview slots, read from the public API. */
export async function openVacancyWithSlots(page: Page): Promise<{ id: number; titulo: string }> {
  const list = await (await page.request.get('/api/vacancies?page_size=50')).json();
  for (const item of list.items as { id_vacante: number; titulo: string }[]) {
    const detail = await (await page.request.get(`/api/vacancies/${item.id_vacante}`)).json();
    if (detail.espacios.length > 0) return { id: item.id_vacante, titulo: item.titulo };
  }
  throw new Error('no hay vacantes con espacios de entrevista en la semilla');
}
