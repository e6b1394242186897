import { expect, test } from '@playwright/test';
import { DEMO, signIn, signedInHeading } from '../auth/support';
import { expectNoAxeViolations, snap } from '../staff/support';

for (const width of [390, 1280]) {
  test(`a ${width} px un aviso no tapa el título de la pantalla`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/');
    await signIn(page, DEMO.username, DEMO.password);
    await expect(
      signedInHeading(page, DEMO.firstName).or(page.getByRole('heading', { name: 'Vacantes' })),
    ).toBeVisible();
    await page.goto('/?tab=profile');
    const title = page.getByRole('heading', { level: 1, name: 'Mi Perfil' });
    await expect(title).toBeVisible();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Éxito' });
    await expect(toast).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const [toastBox, titleBox] = [await toast.boundingBox(), await title.boundingBox()];
    expect(toastBox && titleBox).toBeTruthy();
    const overlaps =
      toastBox!.y < titleBox!.y + titleBox!.height && titleBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);
    // At the bottom of the screen, inside it.
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(toastBox!.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    await snap(page, 'toast-profile');
    await expectNoAxeViolations(page);
  });
}
