import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap, STAFF_PASSWORD, staffSignIn } from './support';

// Issue 14 item 8: /system shows admins the state of each part of the portal; anyone else signed in is
// told it is for admins.
const SECTIONS = [
  'Aplicación',
  'Base de datos',
  'Migraciones',
  'Correo',
  'Correo de avisos',
  'Recordatorios de entrevista',
  'Solicitudes de datos por vencer',
  'Archivos huérfanos',
  'Almacenamiento',
  'Disco',
  'Identidad',
  'Errores recientes',
];

for (const width of [390, 1280]) {
  test(`sistema: el admin llega por /signin y ve el estado de cada parte (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/system');
    await expect(page).toHaveURL(/\/signin\?volver=%2Fsystem$/);
    await page.getByLabel('Correo electrónico').fill('admin@portal.local');
    await page.getByLabel('Contraseña', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/system$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Estado del sistema' })).toBeVisible();
    for (const name of SECTIONS) {
      await expect(page.getByRole('region', { name, exact: true })).toContainText(/Funciona|Aviso|Falla/);
    }
    const database = page.getByRole('region', { name: 'Base de datos' });
    await expect(database).toContainText('PostgreSQL (embebido)');
    await expect(database).toContainText('Funciona');
    await expect(database).toContainText('Sincroniza el disco en cada commit');
    const storage = page.getByRole('region', { name: 'Almacenamiento' });
    await expect(storage).toContainText('Disco local');
    await expect(storage).toContainText('Funciona');
    await expect(page.getByRole('region', { name: 'Migraciones' })).toContainText(/\d+ de \d+/);
    await expect(page.getByRole('region', { name: 'Identidad' })).toContainText('us-east-1_PortalLocal');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    await expect(page.getByText(/^Consultado el /)).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'system-status');

    // The panel's menu leads here too, for admins.
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Panel de la agencia' })
      .getByRole('link', { name: 'Sistema' })
      .click();
    await expect(page).toHaveURL(/\/system$/);
    await expect(page.getByRole('link', { name: 'Sistema' }).first()).toHaveAttribute('aria-current', 'page');
  });

  test(`sistema: un director ve que es solo para administradores (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await staffSignIn(page, 'director@portal.local');
    await expect(page.getByRole('link', { name: 'Sistema' })).toHaveCount(0);
    const status = page.waitForResponse('**/api/system/status', { timeout: 3_000 }).catch(() => null);
    await page.goto('/system');
    await expect(page.getByRole('heading', { name: 'Solo para administradores' })).toBeVisible();
    await expect(page.getByText('Estado del sistema')).toHaveCount(0);
    expect(await status).toBeNull();
    await expectNoAxeViolations(page);
    await snap(page, 'system-no-access');
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
