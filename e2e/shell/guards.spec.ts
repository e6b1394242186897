import { expect, test } from '@playwright/test';

test.describe('área del equipo (/dashboard/*)', () => {
  test('sin la cookie csrf_access_token redirige a /signin', async ({ page }) => {
    await page.goto('/dashboard/anything');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('con la cookie muestra el panel', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'csrf_access_token', value: 'token-de-prueba', url: baseURL! }]);
    await page.goto('/dashboard/anything');
    await expect(page.getByRole('heading', { name: 'Panel de la agencia' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/anything$/);
  });
});

test('/solicitudes-documentos sin sesión redirige a / y recuerda la ruta con su consulta', async ({
  page,
}) => {
  await page.goto('/solicitudes-documentos?id=5');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe('/solicitudes-documentos?id=5');
});
