import { expect, test } from '@playwright/test';
import { readInvitationLink } from './outbox';
import { expectNoAxeViolations, snap, staffSignIn } from './support';

for (const width of [390, 1280]) {
  test.describe(`equipo a ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('sin sesión /dashboard lleva a /signin; correo o clave errados dicen por qué', async ({ page }) => {
      await page.goto('/dashboard/usuarios');
      await expect(page).toHaveURL(/\/signin$/);
      await page.getByLabel('Correo electrónico').fill('admin@portal.local');
      await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');
      await expectNoAxeViolations(page);
      await snap(page, 'staff-signin');
    });

    test('el director ve los usuarios de su grupo, filtra y la dirección conserva los filtros', async ({
      page,
    }) => {
      await staffSignIn(page, 'director@portal.local');
      await page.getByRole('link', { name: 'Usuarios', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
      const count = page.getByText(/^\d+ de \d+ usuarios?$/);
      await expect(count).toBeVisible();
      const total = Number(/de (\d+)/.exec((await count.textContent()) ?? '')![1]);
      await expect(
        page.getByText('daniela', { exact: false }).filter({ visible: true }).first(),
      ).toBeVisible();
      // Another group's company user is not there (spec §6).
      await expect(page.getByText('empresa2@portal.local')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await snap(page, 'staff-users');
      await page.getByLabel('Rol').selectOption('empresa');
      await expect(page.getByText(`1 de ${total} usuarios`)).toBeVisible();
      await expect(page).toHaveURL(/rol=empresa/);
      await page.getByLabel('Buscar').fill('suarez');
      await expect(page.getByText(`0 de ${total} usuarios`)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Buscar')).toHaveValue('suarez');
      await expect(page.getByText('Ningún usuario coincide con la búsqueda.')).toBeVisible();
    });

    test('el administrador invita a alguien, que crea su contraseña e ingresa', async ({ page, request }) => {
      const correo = `invitada.${width}.${Date.now()}@agencia.co`;
      await staffSignIn(page, 'admin@portal.local');
      await page.goto('/dashboard/usuarios');
      await page.getByRole('button', { name: 'Invitar usuario' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Correo electrónico').fill(correo);
      await dialog.getByLabel('Primer nombre').fill('Valentina');
      await dialog.getByLabel('Primer apellido').fill('Ospina');
      await dialog.getByLabel('Rol').selectOption('disenador');
      await dialog.getByLabel('Grupo').selectOption({ index: 1 });
      await expectNoAxeViolations(page);
      await snap(page, 'staff-invite');
      await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(page.getByText(/Usuario registrado/)).toBeVisible();

      const link = await readInvitationLink(request, correo);
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(page.getByRole('heading', { name: 'Hola Valentina, crea tu contraseña' })).toBeVisible();
      await expectNoAxeViolations(page);
      await snap(page, 'staff-accept-invitation');
      await page.getByLabel('Contraseña nueva').fill('Valentina-2026');
      await page.getByLabel('Repite la contraseña').fill('Valentina-2026');
      await page.getByRole('button', { name: 'Crear contraseña' }).click();
      await expect(page.getByText('Tu contraseña quedó creada.')).toBeVisible();
      await staffSignIn(page, correo, 'Valentina-2026');
      await expect(page.getByRole('heading', { name: 'Hola, Valentina' })).toBeVisible();
    });
  });
}

test('desactivar pide confirmación, avisa con el texto de la especificación y cierra el acceso', async ({
  page,
}) => {
  await staffSignIn(page, 'admin@portal.local');
  await page.goto('/dashboard/usuarios?q=zapata');
  await page.getByRole('button', { name: 'Desactivar a Elena Zapata' }).first().click();
  await expect(page.getByRole('alertdialog')).toContainText('¿Desactivar a Elena Zapata?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Usuario eliminado exitosamente')).toBeVisible();
  await expect(page.locator('span', { hasText: 'Desactivado' }).filter({ visible: true })).toBeVisible();
  // Who may deactivate may bring her back.
  await page.getByRole('button', { name: 'Reactivar a Elena Zapata' }).filter({ visible: true }).click();
  await expect(page.getByText(/Usuario reactivado/)).toBeVisible();
  await expect(page.locator('span', { hasText: /^Activo$/ }).filter({ visible: true })).toBeVisible();
});
