import { expect, test } from '@playwright/test';
import { DEMO, signIn, signedInHeading } from '../auth/support';

test('una página de resultados que no existe muestra la última', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(signedInHeading(page, DEMO.firstName)).toBeVisible();
  await page.goto('/?tab=jobs&page=99');
  const paging = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await expect(paging).toContainText(/Página (\d+) de \1/);
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
});
