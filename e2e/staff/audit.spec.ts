import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, publishVacancy, snap, staffSignIn } from './support';

// Issue 11 item 7: the admin finds a vacancy's change in Auditoría, before → after; the director reads
// the same history on the vacancy and has no Auditoría of their own.
for (const width of [390, 1280]) {
  test(`auditoría: el cambio de una vacante, con su antes y después (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width, height: width < 600 ? 844 : 800 };
    const open = async () => (await browser.newContext({ baseURL, locale: 'es-CO', viewport })).newPage();
    const director = await open();
    await staffSignIn(director, 'director@portal.local');
    await expect(director.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
    await publishVacancy(director, `Auxiliar de inventarios ${width}-${Date.now()}`);
    const editorUrl = director.url();
    const id = editorUrl.split('/').pop()!;

    const admin = await open();
    await staffSignIn(admin, 'admin@portal.local');
    await admin.goto(editorUrl);
    await admin.getByLabel('Salario mensual (COP)').fill('1650000');
    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(admin.getByText('Cambios guardados.')).toBeVisible();
    await admin.getByRole('button', { name: 'Cerrar alerta' }).click();
    await admin.getByRole('link', { name: 'Auditoría' }).first().click();
    await expect(admin.getByRole('heading', { name: 'Auditoría' })).toBeVisible();
    await admin.getByLabel('Tipo de registro').selectOption({ label: 'Vacante' });
    await admin.getByLabel('ID del registro').fill(id);
    await expect(admin).toHaveURL(new RegExp(`entidad=vacante&registro=${id}`));
    // Only this vacancy's edit once the filtered answer replaces the previous list.
    const change = admin.getByText(/Salario:.*1\.500\.000.*1\.650\.000/).filter({ visible: true });
    await expect(change).toHaveCount(1);
    await expect(admin.getByText('Actualizando...')).toHaveCount(0);
    await expect(admin.getByText('Adriana Morales').filter({ visible: true }).first()).toBeVisible();
    await expect(
      admin.getByRole('link', { name: `Vacante N.º ${id}` }).filter({ visible: true }),
    ).toHaveCount(2);
    await expectNoAxeViolations(admin);
    await snap(admin, 'staff-audit');
    await admin.getByLabel('ID del registro').fill('999999');
    await expect(admin.getByText('No hay cambios registrados con estos filtros.')).toBeVisible();
    await admin.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(admin.getByLabel('Tipo de registro')).toHaveValue('');

    await director.reload();
    await director.getByText('Historial de cambios').click();
    const history = director.getByRole('region', { name: 'Historial de cambios' });
    await expect(history.getByText(/Salario:.*1\.500\.000.*1\.650\.000/)).toBeVisible();
    await expect(history.getByText('Por Adriana Morales')).toBeVisible();
    await expect(history.getByText('Por Diego Restrepo')).toBeVisible();
    await expectNoAxeViolations(director);
    await snap(director, 'staff-vacancy-history');
    await director.goto('/dashboard/auditoria');
    await expect(director).toHaveURL(/\/dashboard$/);
  });
}
