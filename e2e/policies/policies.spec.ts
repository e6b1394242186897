import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';

const POLICIES = [
  { slug: 'privacidad', title: 'Política de Privacidad', section: '7. Derechos del titular' },
  { slug: 'terminos', title: 'Términos y Condiciones', section: '5. El portal no cobra a los candidatos' },
  { slug: 'cookies', title: 'Política de Cookies', section: '4. Cómo borrar o bloquear esta información' },
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openPolicy(page: Page, slug: string) {
  await page.goto(`/politicas/${slug}`);
  // The text arrives after the page: wait for the last-updated date of its front matter.
  await expect(page.getByText('Actualizada el 15 de noviembre de 2026')).toBeVisible();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`políticas a ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const policy of POLICIES) {
      test(`${policy.slug}: título, texto sin front matter, elemento activo y axe`, async ({ page }) => {
        await openPolicy(page, policy.slug);
        await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: policy.section })).toBeVisible();
        await expect(page).toHaveTitle(`${policy.title} | Portal de Empleo`);

        const text = await page.locator('main').innerText();
        expect(text).not.toMatch(/^(title|version|updated|owner):/m);
        expect(text).not.toContain('---');

        await expectNoAxeViolations(page);

        // On a phone the list lives in the Menú overlay: check it open, axe included.
        if (viewport === PHONE) await page.getByRole('button', { name: 'Menú' }).click();
        const nav = page.getByRole('navigation', { name: 'Políticas' });
        await expect(nav.locator('[aria-current="page"]')).toHaveText(policy.title);
        await expect(nav.getByRole('link')).toHaveCount(3);
        if (viewport === PHONE) await expectNoAxeViolations(page);
      });
    }

    test('el logo lleva al inicio', async ({ page }) => {
      await openPolicy(page, 'terminos');
      await page.getByRole('link', { name: 'Ir al inicio' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });

    test('un slug desconocido muestra la pantalla 404', async ({ page }) => {
      await page.goto('/politicas/nada');
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Políticas' })).toHaveCount(0);
    });
  });
}

test.describe('menú de políticas a 390 px', () => {
  test.use({ viewport: PHONE });

  test('abre la lista, navega, se cierra y devuelve el foco', async ({ page }) => {
    await openPolicy(page, 'privacidad');
    const menuButton = page.getByRole('button', { name: 'Menú' });
    const dialog = page.getByRole('dialog', { name: 'Políticas y términos' });

    await menuButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveText(POLICIES.map((policy) => policy.title));
    await dialog.getByRole('link', { name: 'Política de Cookies' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/politicas\/cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeVisible();

    await menuButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('la barra lateral está oculta y el menú está en el encabezado', async ({ page }) => {
    await openPolicy(page, 'cookies');
    await expect(page.getByRole('navigation', { name: 'Políticas' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  });
});

test.describe('políticas a 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('la barra lateral sigue visible al bajar y no hay botón Menú', async ({ page }) => {
    await openPolicy(page, 'privacidad');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
    await page
      .getByRole('heading', { name: '12. Cambios a esta política y vigencia' })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('navigation', { name: 'Políticas' })).toBeInViewport();
  });

  test('los enlaces internos llevan a la otra política: sin la app como enlaces, con ella sin recargar', async ({
    page,
  }) => {
    // Decision 0050: a visitor without a session gets the server's page and no app; a link loads the next.
    await openPolicy(page, 'terminos');
    await page.locator('article').getByRole('link', { name: 'Política de Cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeVisible();
    await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(1);

    // With a stored session the app starts at once, and takes the same link inside the page.
    await page.goto('/');
    await signIn(page, DEMO.username, DEMO.password);
    await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
    await openPolicy(page, 'terminos');
    await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('article').getByRole('link', { name: 'Política de Cookies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Cookies' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
