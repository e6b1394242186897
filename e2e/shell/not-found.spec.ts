import { expect, test } from '@playwright/test';

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('una URL desconocida muestra el 404 con un botón que vuelve al inicio', async ({ page }) => {
      await page.goto('/esta/pagina/no-existe?x=1');

      const heading = page.getByRole('heading', { name: 'Página no encontrada' });
      await expect(heading).toBeVisible();
      await expect(page.getByText('La página que buscas no existe o cambió de dirección.')).toBeVisible();
      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
      await expect(heading).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
    });
  });
}
