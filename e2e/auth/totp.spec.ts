import { expect, test } from '@playwright/test';
import { createUser, signedInHeading, signIn, totp } from './support';

test('TOTP: activarlo con el código QR, entrar con el código y desactivarlo', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/');
  await signIn(page, user.username, user.password);
  await expect(signedInHeading(page, user.firstName)).toBeVisible();

  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('button', { name: 'Copiar clave' }).click();
  await page.getByLabel('Código de verificación').fill(totp(secret));
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(page.getByText('Activada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El código ingresado no es válido. Verifica e intenta de nuevo.',
  );
  // A code never used before without waiting up to 30 s for the next window: the next window's code,
  // which the server accepts for clock drift (one 30-second step either side, as authenticator apps need).
  await page.getByLabel('Código de verificación').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(signedInHeading(page, user.firstName)).toBeVisible();

  await page.getByRole('button', { name: 'Desactivar verificación en dos pasos' }).click();
  await expect(page.getByText('Desactivada', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await signIn(page, user.username, user.password);
  await expect(signedInHeading(page, user.firstName)).toBeVisible();
});
