import { expect, test } from '@playwright/test';
import { companySignIn, expectNoAxeViolations, snap, staffSignIn } from './support';

for (const width of [390, 1280]) {
  test(`la agencia agrega un cargo al catálogo de una empresa y la empresa lo ve (${width} px)`, async ({
    browser,
    page: staff,
    baseURL,
  }) => {
    const nombre = `Operador de estibador eléctrico ${width}`;
    await staff.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await staffSignIn(staff, 'director@portal.local');
    await staff.getByRole('link', { name: 'Catálogo' }).first().click();
    await expect(staff.getByRole('heading', { name: 'Catálogo de cargos' })).toBeVisible();
    await expect(staff.getByLabel('Catálogo de')).toHaveValue(/\d+/);
    await staff.getByRole('button', { name: 'Agregar cargo' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Agregar cargo' });
    await dialog.getByLabel('Nombre del cargo').fill(nombre);
    await dialog.getByLabel('Categoría').selectOption({ label: 'Bodega' });
    await dialog
      .getByLabel('Descripción')
      .fill('Estibador eléctrico de conductor a pie en muelles de cargue.');
    await dialog.getByLabel('Salario mínimo (COP)').fill('2000000');
    await dialog.getByLabel('Salario máximo (COP)').fill('1900000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El salario máximo no puede ser menor que el mínimo.')).toBeVisible();
    await dialog.getByLabel('Salario máximo (COP)').fill('2300000');
    await expectNoAxeViolations(staff);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(staff.getByText('Cargo agregado al catálogo.')).toBeVisible();
    await expect(staff.getByRole('button', { name: `Editar ${nombre}` })).toBeVisible();
    await snap(staff, 'staff-catalog');

    const company = await companySignIn(browser, baseURL, { width, height: width < 600 ? 844 : 800 });
    await company.goto('/order/search?categoria=Bodega');
    await expect(company.getByRole('heading', { name: nombre, level: 2 })).toBeVisible();
  });
}
