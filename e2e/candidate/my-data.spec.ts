import { expect, test } from '@playwright/test';
import { createUser, signIn } from '../auth/support';
import { expectNoAxeViolations, snap } from '../staff/support';

// Ley 1581 de 2012: the candidate sees what they authorized, withdraws or gives the optional
// authorizations, and every act stays on record.
for (const width of [390, 1280]) {
  test(`Mis datos: ver, retirar y dar autorizaciones, con su historial (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const user = await createUser(request, 'Marta');
    await page.goto('/');
    await signIn(page, user.username, user.password);
    const menu = page.getByRole('navigation', { name: 'Menú del candidato' });
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'Mi Perfil' }).click();
    await page.getByRole('link', { name: 'Ver mis datos' }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    await expect(page.getByRole('heading', { name: 'Mis datos', level: 1 })).toBeVisible();

    const consents = page.getByRole('region', { name: 'Tus autorizaciones' });
    const row = (label: string) => consents.getByRole('listitem').filter({ hasText: label });
    await expect(row('Tratamiento de mis datos personales')).toContainText('Vigente');
    await expect(row('Compartir mi hoja de vida')).toContainText('Vigente');
    await expect(row('Alertas de vacantes por correo')).toContainText('No autorizada');
    const history = page.getByRole('region', { name: 'Historial de autorizaciones' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    // Left unticked at sign-up is not a withdrawal.
    await expect(history.first()).toContainText('No autorizó: Alertas de vacantes por correo');
    await expect(page.getByRole('region', { name: 'Quién abrió tus documentos' })).toContainText(
      'Nadie ha abierto tus documentos todavía.',
    );
    await expectNoAxeViolations(page);
    await snap(page, 'candidate-my-data');

    await consents
      .getByRole('button', { name: 'Retirar: Compartir mi hoja de vida y documentos con las empresas' })
      .click();
    await expect(page.getByText('Retiraste la autorización. Desde ahora la aplicamos.')).toBeVisible();
    await expect(row('Compartir mi hoja de vida')).toContainText('No autorizada');
    await consents.getByRole('button', { name: 'Autorizar: Alertas de vacantes por correo' }).click();
    await expect(row('Alertas de vacantes por correo')).toContainText('Vigente');
    await expect(history).toHaveCount(5);
    await expect(history.first()).toContainText('Autorizó: Alertas de vacantes por correo');
    await expect(history.nth(1)).toContainText('Retiró: Compartir mi hoja de vida');

    // Everything held about me, as a ZIP named after my document and the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^mis-datos-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );

    // The record is the server's, not the screen's: a reload shows the same.
    await page.reload();
    await expect(row('Compartir mi hoja de vida')).toContainText('No autorizada');
    await expect(history).toHaveCount(5);
    await expectNoAxeViolations(page);
    await snap(page, 'candidate-my-data-changed');
  });
}
