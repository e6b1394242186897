import { expect, test } from '@playwright/test';
import { startCaptureServer, type CaptureServer, type EnvelopeItem } from '../support/capture-server';
import { startPortalServer, type PortalServer } from '../support/portal-server';

// The portal's own server, pointed at a local Sentry stand-in: real SDK, real CSP, real browser.
let capture: CaptureServer;
let portal: PortalServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  capture = await startCaptureServer();
  portal = await startPortalServer({ SENTRY_DSN: `http://publickey@127.0.0.1:${capture.port}/1` });
});

test.afterAll(async () => {
  await portal?.stop();
  await capture?.close();
});

interface SentryEvent {
  environment?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
}

const errorEvents = () =>
  capture.items.filter((item) => item.type === 'event').map((item) => item.payload as SentryEvent);

test('un console.error llega al servidor de errores etiquetado como try/catch', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  const response = await page.goto(`${portal.url}/`);
  expect(response?.headers()['content-security-policy']).toContain(`http://127.0.0.1:${capture.port}`);
  await expect(page.getByRole('main')).toBeVisible();
  // `/` comes painted by the server (decision 0045): the main landmark shows before the app runs.
  // Error reporting starts with the app, which comes when a control is touched (decision 0050).
  await page.getByLabel('Número de documento').focus();
  await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);

  await page.evaluate(() => console.error(new Error('prueba e2e')));

  await expect
    .poll(() => errorEvents().find((event) => event.exception?.values?.[0]?.value === 'prueba e2e'))
    .toMatchObject({
      environment: 'production',
      tags: { error_type: 'try_catch' },
      exception: { values: [{ type: 'Error', value: 'prueba e2e' }] },
    });
  // Traces are sampled at 1 (spec §9): the page load itself is reported too.
  await expect
    .poll(() => capture.items.some((item: EnvelopeItem) => item.type === 'transaction'), { timeout: 30_000 })
    .toBe(true);
  expect(blocked).toEqual([]);
});
