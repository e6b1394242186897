import { expect, type Page } from '@playwright/test';

/** The bell asks every 15 s while its tab is open: news shows within one turn and a little. */
export const BELL_WAIT_MS = 25_000;

/**
 * Opens the bell of the page's area and answers its panel. The panel shows what the bell had when
 * it opened and follows it while open.
 */
export async function openBell(page: Page) {
  const bell = page.getByRole('button', { name: /^Avisos/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await bell.getAttribute('aria-controls')}`);
}
