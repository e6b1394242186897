import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const STAFF_PASSWORD = 'Portal2026!';

/** Signs in at /signin and waits for the panel. */
export async function staffSignIn(page: Page, correo: string, password = STAFF_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('navigation', { name: 'Panel de la agencia' })).toBeVisible();
}

/**
 * No axe-core violation on the screen as it is now. React Aria's off-screen live announcer is left
 * out: after a pending button it keeps empty role="img" nodes labelled by an element that is gone.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A screenshot kept with the run's results, to look at after the run. */
export const snap = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
