import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap, staffSignIn } from './support';

const csv = (rows: string[]) =>
  Buffer.from(`correo;nombre;apellido;rol;grupo\r\n${rows.join('\r\n')}\r\n`, 'latin1');

for (const width of [390, 1280]) {
  test(`registro masivo con errores, corregido y registrado (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const stamp = `${width}${Date.now()}`;
    await staffSignIn(page, 'admin@portal.local');
    await page.goto('/dashboard/usuarios/importar');
    await page.getByLabel('Archivo de usuarios').setInputFiles({
      name: 'usuarios.csv',
      mimeType: 'text/csv',
      buffer: csv([`uno.${stamp}@agencia.co;José;Núñez;Diseñador;1`, `malo-${stamp};Ana;Ruiz;disenador;1`]),
    });
    await expect(page.getByText(/Leímos 2 filas \(CSV windows-1252/)).toBeVisible();
    await page.getByRole('button', { name: '3. Revisar sin guardar' }).click();
    await expect(page.getByText(/1 fila válida y 1 con errores\. No se guardó nada\./)).toBeVisible();
    await expect(page.getByRole('table', { name: /Filas con errores/ })).toContainText(
      'El correo electrónico no es válido.',
    );
    await expectNoAxeViolations(page);
    await snap(page, 'staff-bulk-preview');

    // All or nothing refuses while a row is wrong; the fixed file goes through.
    await page.getByRole('button', { name: 'Registrar e invitar' }).click();
    await expect(page.getByText(/No se registró ningún usuario/)).toBeVisible();
    // The options stay: "solo las válidas" can be chosen at once, without reviewing again.
    await expect(page.getByRole('radio', { name: 'Solo las filas válidas' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrar e invitar' })).toBeEnabled();
    await snap(page, 'staff-bulk-refused');
    await page.getByLabel('Archivo de usuarios').setInputFiles({
      name: 'usuarios.csv',
      mimeType: 'text/csv',
      buffer: csv([
        `uno.${stamp}@agencia.co;José;Núñez;Diseñador;1`,
        `dos.${stamp}@agencia.co;Ana;Ruiz;disenador;1`,
      ]),
    });
    await page.getByRole('button', { name: '3. Revisar sin guardar' }).click();
    await expect(page.getByText(/2 filas válidas y 0 con errores/)).toBeVisible();
    await page.getByRole('button', { name: 'Registrar e invitar' }).click();
    await expect(page.getByText('Se registraron 2 usuarios y se enviaron sus invitaciones.')).toBeVisible();
    await snap(page, 'staff-bulk-done');
    await page.goto(`/dashboard/usuarios?q=${stamp}`);
    await expect(page.getByText('José Núñez').filter({ visible: true }).first()).toBeVisible();
  });
}
