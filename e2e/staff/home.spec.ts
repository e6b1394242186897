import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap, staffSignIn } from './support';

for (const width of [390, 1280]) {
  test(`el inicio del panel muestra los indicadores del grupo (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await staffSignIn(page, 'director@portal.local');
    const figures = page.getByRole('region', { name: 'Indicadores' });
    await expect(figures.getByText('Vacantes abiertas')).toBeVisible();
    await expect(figures.getByRole('figure', { name: 'Embudo de postulaciones' })).toBeVisible();
    // The chart's figures are also a table for screen readers.
    await expect(
      figures.getByRole('table', { name: 'Postulaciones que llegaron a cada estado' }),
    ).toHaveCount(1);
    // Each chart draws once it comes near the screen (decision 0077).
    for (const name of ['Embudo de postulaciones', 'Postulaciones por vacante y origen']) {
      const chart = figures.getByRole('figure', { name });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.recharts-responsive-container')).toBeVisible();
    }
    await expect(figures.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await snap(page, 'staff-home');
    await expectNoAxeViolations(page);
  });
}

test('los usuarios de empresa no ven los indicadores de la agencia', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Correo electrónico').fill('empresa@portal.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'csrf_access_token'))
    .toBe(true);
  // Signing in lands in the client area; the panel holds only what a company user may use.
  await expect(page).toHaveURL(/\/order\//);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  // The name already ends in a period: no second one ("S.A.S..").
  await expect(page.getByText(/Empresa: Logística Andina S\.A\.S\.$/)).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Panel de la agencia' });
  await expect(menu.getByRole('link')).toHaveText(['Inicio', 'Usuarios', 'Área de clientes']);
  await expect(page.getByRole('region', { name: 'Indicadores' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await snap(page, 'company-dashboard');
  await page.goto('/dashboard/vacantes');
  await expect(page).toHaveURL(/\/dashboard$/);
  await menu.getByRole('link', { name: 'Área de clientes' }).click();
  await expect(page).toHaveURL(/\/order\//);
});

// Issue 35: a phone paints the signed-in first screens from the first HTML, before the app (decision 0081).
for (const [correo, path, heading, detail] of [
  ['admin@portal.local', '/dashboard', /^Hola, /, 'Vacantes abiertas'],
  ['empresa@portal.local', '/order/search', 'Buscar cargos', 'Operador de montacargas'],
] as const) {
  test(`${path} llega pintado por el servidor con la sesión y la app lo toma`, async ({ page, browser }) => {
    await page.goto('/signin');
    await page.getByLabel('Correo electrónico').fill(correo);
    await page.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'csrf_access_token'))
      .toBe(true);
    // Without JavaScript: only what the server wrote.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const serverOnly = await bare.newPage();
    await serverOnly.goto(path);
    await expect(serverOnly.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(serverOnly.getByText(detail).first()).toBeVisible();
    await bare.close();
    // With it, the app takes the page over: one screen, the server's wrapper gone.
    await page.goto(path);
    await expect(page.locator('fieldset.prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
