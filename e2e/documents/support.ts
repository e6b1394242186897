import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';

/** A PDF the server accepts (its bytes start with %PDF-), `size` bytes long, different every time. */
export function pdfFile(name: string, size = 64 * 1024) {
  const head = Buffer.from(`%PDF-1.4\n% ${name}\n`);
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([head, randomBytes(size - head.length)]),
  };
}

/** Signs the demo candidate in from the login at `/` and waits for the session. */
export async function signInDemo(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await page.waitForFunction(() => localStorage.getItem('candidate'));
}

export const card = (page: Page, title: string) => page.getByRole('article', { name: title });

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // react-aria's hidden live announcer may still point at the sign-in button's label for a few seconds
  // after login navigates away; it is not part of these screens.
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
  }));
  expect(summary).toEqual([]);
}
