import { expect, test, type Page } from '@playwright/test';

const readCampaign = (page: Page) =>
  page.evaluate(() => ({
    source: localStorage.getItem('utm_source'),
    campaign: localStorage.getItem('utm_campaign'),
  }));

// Public, guarded, redirected and unknown URLs alike.
for (const path of [
  '/',
  '/politicas/privacidad',
  '/solicitudes-documentos',
  '/dashboard/equipo',
  '/no-existe',
]) {
  test(`guarda utm_source y utm_campaign al visitar ${path} y los conserva después`, async ({ page }) => {
    await page.goto(`${path}?utm_source=x&utm_campaign=y`);
    await expect.poll(() => readCampaign(page)).toEqual({ source: 'x', campaign: 'y' });

    await page.goto('/signin');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await readCampaign(page)).toEqual({ source: 'x', campaign: 'y' });
  });
}

test('una visita con una campaña nueva la reemplaza', async ({ page }) => {
  await page.goto('/?utm_source=x&utm_campaign=y');
  await expect.poll(() => readCampaign(page)).toEqual({ source: 'x', campaign: 'y' });
  await page.goto('/no-existe?utm_source=radio&utm_campaign=feria-2026');
  await expect.poll(() => readCampaign(page)).toEqual({ source: 'radio', campaign: 'feria-2026' });
});
