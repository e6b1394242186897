import { expect, test } from '@playwright/test';
import { createUser, outboxIds, readCode, signedInHeading, signIn } from './support';

test('olvidé mi contraseña: código por correo, contraseña nueva e ingreso con ella', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  const seen = await outboxIds(request);
  await page.goto('/');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByLabel('Número de documento').fill(user.username);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Crea una contraseña nueva' })).toBeVisible();

  // A wrong code gets the catalogue's message, then the right one works.
  const code = await readCode(request, user.email, seen);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Código de verificación').fill(wrong);
  await page.getByLabel('Nueva contraseña').fill('Renovada-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El código ingresado no es válido. Verifica e intenta de nuevo.',
  );
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page.getByText('Tu contraseña se actualizó. Ya puedes iniciar sesión.')).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toHaveValue(user.username);
  await signIn(page, user.username, 'Renovada-2026');
  await expect(signedInHeading(page, user.firstName)).toBeVisible();
});
