import { expect, test } from '@playwright/test';
import { createUser } from './support';

test.describe('/dev/correos', () => {
  test('lista los correos de la bandeja local, el más reciente primero', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/dev/correos');
    await expect(page.getByRole('heading', { name: 'Correos enviados' })).toBeVisible();
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText(user.email);
    await expect(first).toContainText('Confirma tu cuenta: tu código de verificación');

    const later = await createUser(request);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('listitem').first()).toContainText(later.email);
  });

  test('con SMTP configurado (404) lo explica', async ({ page }) => {
    await page.route('**/api/dev/outbox', (route) =>
      route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not Found' } }),
    );
    await page.goto('/dev/correos');
    await expect(page.getByRole('alert')).toContainText('Esta instalación no tiene bandeja local');
  });

  test('desde otro equipo (403) muestra el motivo del servidor', async ({ page }) => {
    const message = 'La bandeja de correos de desarrollo solo se puede consultar desde el mismo equipo.';
    await page.route('**/api/dev/outbox', (route) =>
      route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message } }),
    );
    await page.goto('/dev/correos');
    await expect(page.getByRole('alert')).toHaveText(message);
  });
});
