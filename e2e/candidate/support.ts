import type { Browser, Page } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';

export { expectNoAxeViolations } from '../support/axe';

/** The demo worker (Ana María) signed in, in a browser of her own, at 'Aplicaciones' with 'Mis misiones'. */
export async function demoWorkerMissions(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const page = await (await browser.newContext({ baseURL, locale: 'es-CO', viewport })).newPage();
  await page.goto('/?tab=applications');
  await signIn(page, DEMO.username, DEMO.password);
  return { page, missions: page.getByRole('region', { name: 'Mis misiones' }) };
}

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
