import { expect, test } from '@playwright/test';

test.describe('área del equipo (/dashboard/*)', () => {
  test('sin la cookie csrf_access_token redirige a /signin', async ({ page }) => {
    await page.goto('/dashboard/anything');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('con la cookie pasa la guardia; la API decide: una cookie inventada vuelve a /signin y se borra', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'csrf_access_token', value: 'token-de-prueba', url: baseURL! }]);
    await page.goto('/dashboard/anything');
    await expect(page).toHaveURL(/\/signin$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'csrf_access_token')).toBe(false);
  });

  test('con una sesión real muestra el panel', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Correo electrónico').fill('director@portal.local');
    await page.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('navigation', { name: 'Panel de la agencia' })).toBeVisible();
    await page.goto('/dashboard/anything');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Hola, Diego' })).toBeVisible();
  });
});

test('/solicitudes-documentos sin sesión redirige a / y recuerda la ruta con su consulta', async ({
  page,
}) => {
  await page.goto('/solicitudes-documentos?id=5');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe('/solicitudes-documentos?id=5');
});
