import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';

const screens = [
  { name: 'la pantalla 404', path: '/no-existe', ready: 'Página no encontrada' },
  { name: 'el inicio', path: '/', ready: null },
];

for (const width of [390, 1280]) {
  for (const screen of screens) {
    test(`${screen.name} no tiene violaciones de axe-core a ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(screen.path);
      if (screen.ready) await expect(page.getByRole('heading', { name: screen.ready })).toBeVisible();
      // The screen is lazy-loaded: check it once rendered, not its loading fallback.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();

      await expectNoAxeViolations(page);
    });
  }
}
