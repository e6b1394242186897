import { expect, test } from '@playwright/test';
import { createUser, outboxIds, readCode, signedInHeading } from './support';

test.describe('pasos pendientes del inicio de sesión', () => {
  test('ingreso con un código enviado al correo (EMAIL_OTP)', async ({ page, request }) => {
    const user = await createUser(request);
    const seen = await outboxIds(request);
    await page.goto('/');
    await page.getByLabel('Número de documento').fill(user.username);
    await page.getByRole('button', { name: 'Ingresar con un código a mi correo' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu código' })).toBeFocused();
    await page.getByLabel('Código de verificación').fill(await readCode(request, user.email, seen));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(signedInHeading(page, user.firstName)).toBeVisible();
  });

  test('un paso pendiente vence a los 3 minutos y vuelve al ingreso con un aviso', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.clock.install();
    await page.goto('/');
    await page.getByLabel('Número de documento').fill(user.username);
    await page.getByRole('button', { name: 'Ingresar con un código a mi correo' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu código' })).toBeVisible();

    await page.clock.fastForward('02:50');
    await expect(page.getByRole('heading', { name: 'Revisa tu código' })).toBeVisible();
    await page.clock.fastForward('00:15');
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Pasaron más de 3 minutos y tu inicio de sesión venció. Ingresa de nuevo.',
    );
    await expect(page.getByLabel('Número de documento')).toHaveValue(user.username);
  });
});
