import { expect, test } from '@playwright/test';
import { companySignIn, expectNoAxeViolations, snap } from '../staff/support';

for (const width of [390, 1280]) {
  test(`la página del sistema de diseño muestra la tipografía y los componentes (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const company = await companySignIn(browser, baseURL, { width, height: width < 600 ? 844 : 800 });
    await company.goto('/order/design');
    await expect(company.getByRole('heading', { name: 'Sistema de diseño', level: 1 })).toBeVisible();
    await company.getByRole('button', { name: 'Mostrar alerta del carrito (3 s)' }).click();
    await expect(company.getByText('Item agregado al carrito exitosamente!')).toBeVisible();
    await expect(company.getByText('Item agregado al carrito exitosamente!')).toBeHidden({ timeout: 5000 });
    await expectNoAxeViolations(company);
    await snap(company, 'client-design');
  });
}
