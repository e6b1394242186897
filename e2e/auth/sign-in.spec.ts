import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { DEMO, newDocument, signedInHeading, signIn } from './support';

test.describe('inicio de sesión del portal', () => {
  test('el candidato de demostración entra y ve su inicio', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO.username, DEMO.password);
    await expect(signedInHeading(page, DEMO.firstName)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('candidate') ?? 'null'));
    expect(stored).toMatchObject({ numero_documento: DEMO.username });
    expect(await page.evaluate(() => localStorage.getItem('authEvent'))).toMatch(/^\d+$/);

    // The session survives a reload (start-up check: current user, then the candidate).
    await page.reload();
    await expect(signedInHeading(page, DEMO.firstName)).toBeVisible();
  });

  test('al entrar, la consulta del candidato sale antes que las lecturas del inicio', async ({ page }) => {
    // The home waits for the candidate alone: queued behind the other reads, it arrived last (issue 35).
    const sent: string[] = [];
    page.on('request', (request) => sent.push(new URL(request.url()).pathname));
    await page.goto('/');
    await signIn(page, DEMO.username, DEMO.password);
    await expect(signedInHeading(page, DEMO.firstName)).toBeVisible();
    const afterSignIn = sent.slice(sent.indexOf('/cognito'));
    const apiCalls = afterSignIn.filter((path) => path.startsWith('/api/'));
    expect(apiCalls[0]).toBe('/api/candidate/get_by_document');
    expect(apiCalls).toContain('/api/candidate/notifications');
  });

  test('una contraseña equivocada muestra el mensaje del catálogo', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO.username, 'Equivocada-123');
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos iniciar sesión con esos datos. Verifica tu documento y contraseña.',
    );
    await expect(page.getByRole('alert')).toBeFocused();
  });

  test('un documento sin contraseña invita a crearla', async ({ page }) => {
    await page.goto('/');
    await signIn(page, newDocument(), 'Cualquier-123');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Parece que aún no tienes una contraseña. Crea una para poder acceder a tu cuenta.',
    );
    await alert.getByRole('button', { name: 'Crear mi contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  });

  test('los campos vacíos se señalan junto al campo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const documentField = page.getByLabel('Número de documento');
    await expect(documentField).toBeFocused();
    await expect(documentField).toHaveAttribute('aria-invalid', 'true');
    await expect(documentField).toHaveAccessibleDescription('Ingresa tu número de documento.');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
      'Ingresa tu contraseña.',
    );
  });

  test('después de entrar vuelve a la ruta protegida que pidió', async ({ page }) => {
    await page.goto('/solicitudes-documentos?id=7');
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/solicitudes-documentos\?id=7$/);
  });

  for (const width of [390, 1280]) {
    test(`la pantalla de ingreso no tiene violaciones de axe-core a ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
