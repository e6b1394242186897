import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page and expects no violations, listing them readably when there are.
 * react-aria's visually hidden live announcer is left out: after a pending button (sign-in) it keeps
 * a role="img" node labelled by that button, which is gone once the screen changed.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => `${n.html.slice(0, 160)}: ${n.failureSummary}`),
  }));
  expect(summary).toEqual([]);
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
