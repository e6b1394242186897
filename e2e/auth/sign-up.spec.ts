import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap } from '../staff/support';
import {
  authorizeProcessing,
  newDocument,
  openSignUp,
  outboxIds,
  readCode,
  signedInHeading,
  signIn,
} from './support';

test.describe('crear contraseña (registro)', () => {
  test('registro, código del correo, confirmación e ingreso automático', async ({ page, request }) => {
    const document = newDocument();
    const email = `registro${document}@example.co`;
    const seen = await outboxIds(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Crea tu contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeFocused();
    // Each step has its own address: the phone's Back button returns to sign-in, Forward comes back.
    await expect(page).toHaveURL(/\/\?paso=registro$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();

    await page.getByLabel('Número de documento').fill(document);
    await page.getByLabel('Primer nombre').fill('Valentina');
    await page.getByLabel('Primer apellido').fill('Ospina');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('310 555 1234');
    await page.getByLabel('Contraseña', { exact: true }).fill('Nueva-Clave-2026');
    await authorizeProcessing(page);
    await page.getByRole('checkbox', { name: /^Autorizo compartir mi hoja de vida/ }).check();
    await page.getByRole('button', { name: 'Crear contraseña' }).click();

    await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?paso=confirmar$/);
    // A new code can be asked for; the newest mail (the outbox lists newest first) is the one that counts.
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Te enviamos un nuevo código.' })).toBeVisible();
    // Another resend waits: the button counts the seconds down.
    await expect(page.getByRole('button', { name: /^Reenviar código en \d+ s$/ })).toBeDisabled();
    const code = await readCode(request, email, seen);

    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await expect(page.getByText('Usuario confirmado exitosamente.')).toBeVisible();
    await expect(signedInHeading(page, 'Valentina')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('tras cinco códigos errados pide uno nuevo, y cada clic es una sola petición', async ({
    page,
    request,
  }) => {
    const document = newDocument();
    const email = `errados${document}@example.co`;
    const seen = await outboxIds(request);
    await page.goto('/?paso=registro');
    await page.getByLabel('Número de documento').fill(document);
    await page.getByLabel('Primer nombre').fill('Camilo');
    await page.getByLabel('Primer apellido').fill('Rueda');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Errados-Clave-2026');
    await authorizeProcessing(page);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
    const code = await readCode(request, email, seen);
    const wrong = code === '000000' ? '111111' : '000000';

    let confirmations = 0;
    page.on('request', (sent) => {
      if (sent.headers()['x-amz-target']?.endsWith('.ConfirmSignUp')) confirmations += 1;
    });
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.getByLabel('Código de verificación').fill(wrong);
      await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
      await expect(alert).toContainText('El código ingresado no es válido. Verifica e intenta de nuevo.');
      await expect.poll(() => confirmations).toBe(attempt);
    }
    // The fifth spends the code: from then on the advice is a new code, which is what helps.
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await expect(alert).toContainText('El código ha expirado. Solicita uno nuevo.');
    const afterFifth = confirmations;
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar cuenta' })).toBeEnabled();
    await expect(alert).toContainText('El código ha expirado. Solicita uno nuevo.');
    expect(confirmations).toBe(afterFifth + 1);

    const resent = await outboxIds(request);
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await page.getByLabel('Código de verificación').fill(await readCode(request, email, resent));
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await expect(signedInHeading(page, 'Camilo')).toBeVisible();
  });

  test('quien inicia sesión sin haber confirmado confirma el código y entra', async ({ page, request }) => {
    const document = newDocument();
    const email = `pendiente${document}@example.co`;
    await page.goto('/');
    await openSignUp(page);
    await page.getByLabel('Número de documento').fill(document);
    await page.getByLabel('Primer nombre').fill('Julián');
    await page.getByLabel('Primer apellido').fill('Mora');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('+573205556677');
    await page.getByLabel('Contraseña', { exact: true }).fill('Pendiente-2026');
    await authorizeProcessing(page);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();

    // A new visit: no auto sign-in is pending any more, so the typed password signs in after the code.
    await page.reload();
    await signIn(page, document, 'Pendiente-2026');
    await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Tu cuenta aún no está confirmada.');
    await page.getByLabel('Código de verificación').fill(await readCode(request, email));
    await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
    await expect(signedInHeading(page, 'Julián')).toBeVisible();
  });

  test('los datos inválidos muestran los mensajes de la especificación', async ({ page }) => {
    await page.goto('/');
    await openSignUp(page);
    await page.getByLabel('Número de documento').fill(newDocument());
    await page.getByLabel('Correo electrónico').fill('correo@sin-punto');
    await page.getByLabel('Número de celular').fill('12345');
    await page.getByLabel('Contraseña', { exact: true }).fill(' corta ');
    await page.getByRole('button', { name: 'Crear contraseña' }).click();

    await expect(page.getByLabel('Primer nombre')).toBeFocused();
    await expect(page.getByLabel('Primer nombre')).toHaveAccessibleDescription(
      'El nombre del candidato es obligatorio.',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico no es válido.',
    );
    await expect(page.getByLabel('Número de celular')).toHaveAccessibleDescription(
      /El número de teléfono no es válido\.$/,
    );
    // The processing authorization starts unticked and is required (Ley 1581 de 2012).
    await expect(
      page.getByRole('checkbox', { name: /^Autorizo a Portal de Empleo/ }),
    ).toHaveAccessibleDescription(
      /Para crear tu cuenta debes autorizar el tratamiento de tus datos personales/,
    );
    await expectNoAxeViolations(page);
    await snap(page, 'candidate-sign-up-errors');
  });

  test('un documento ya registrado ofrece recuperar la contraseña', async ({ page }) => {
    await page.goto('/');
    await openSignUp(page);
    await page.getByLabel('Número de documento').fill('1020304050');
    await page.getByLabel('Primer nombre').fill('Ana');
    await page.getByLabel('Primer apellido').fill('Rodríguez');
    await page.getByLabel('Correo electrónico').fill('otra@example.co');
    await page.getByLabel('Número de celular').fill('+573001234567');
    await page.getByLabel('Contraseña', { exact: true }).fill('Otra-Clave-2026');
    await authorizeProcessing(page);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Ya tienes una contraseña registrada. Si no la recuerdas, puedes recuperarla desde:',
    );
    await alert.getByRole('button', { name: 'Recuperar contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
  });
});
