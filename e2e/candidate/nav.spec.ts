import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn, type TestUser } from '../auth/support';
import { card, pdfFile } from '../documents/support';
import { snap } from '../staff/support';
import { expectNoAxeViolations } from './support';

// Issue 9 items 8, 9 and 20: one candidate menu on every signed-in screen, from 320 px up.
const LONG_NAME = 'certificado_afiliacion_eps_sura_ana_maria_rodriguez_noviembre_2026.pdf';
const EPS = 'Certificado de afiliación a EPS';

let user: TestUser;
let vacancy: number;
test.beforeAll(async ({ request }) => {
  user = await createUser(request);
  const list = await (await request.get('/api/vacancies?page_size=1')).json();
  vacancy = list.items[0].id_vacante;
});

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menú del candidato' });

async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, user.username, user.password);
  await expect(menuOf(page)).toBeVisible();
}

/** No sideways scroll; every entry whole (not clipped), at least 44 px tall, none overlapping another. */
async function expectMenuFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const items = await menuOf(page)
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.map((el) => {
        const box = el.getBoundingClientRect();
        return {
          text: el.textContent,
          clipped: el.scrollWidth > el.clientWidth + 0.5,
          box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
        };
      }),
    );
  // The three tabs, Documentos, the notification bell and Cerrar Sesión.
  expect(items).toHaveLength(6);
  for (const [i, item] of items.entries()) {
    expect(item.clipped, item.text!).toBe(false);
    expect(item.box.bottom - item.box.top, item.text!).toBeGreaterThanOrEqual(44);
    expect(item.box.left, item.text!).toBeGreaterThanOrEqual(0);
    expect(item.box.right, item.text!).toBeLessThanOrEqual(page.viewportSize()!.width);
    for (const other of items.slice(i + 1)) {
      const apart =
        item.box.right <= other.box.left ||
        other.box.right <= item.box.left ||
        item.box.bottom <= other.box.top ||
        other.box.bottom <= item.box.top;
      expect(apart, `${item.text} / ${other.text}`).toBe(true);
    }
  }
}

test.describe('menú del candidato en todas sus pantallas', () => {
  test('un nombre de archivo largo no ensancha /documentos y se lee entero', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await signInAt(page, '/documentos');
    const eps = card(page, EPS);
    await eps.getByLabel(`Archivo para ${EPS}`).setInputFiles(pdfFile(LONG_NAME));
    await expect(page.getByText('Documento subido con éxito.')).toBeVisible();
    const name = eps.getByText(LONG_NAME, { exact: true });
    await expect(name).toBeVisible();
    const box = (await name.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);

    await eps.getByRole('button', { name: `Eliminar ${LONG_NAME}` }).click();
    const dialog = page.getByRole('alertdialog');
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(320);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  for (const width of [320, 360, 390, 1280]) {
    test(`cabe sin desbordar a ${width} px en /, /documentos, /solicitudes-documentos y la vacante`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await signInAt(page, '/');
      const screens = [
        { name: 'candidate-nav-home', path: '/', ready: null },
        { name: 'candidate-nav-documents', path: '/documentos', ready: `Hola ${user.firstName}` },
        {
          name: 'candidate-nav-requests',
          path: '/solicitudes-documentos',
          ready: 'No tienes solicitudes pendientes',
        },
        { name: 'candidate-nav-vacancy', path: `/vacancy/${vacancy}`, ready: null },
      ];
      for (const screen of screens) {
        await page.goto(screen.path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(screen.ready ? heading.filter({ hasText: screen.ready }) : heading).toBeVisible();
        if (screen.path === '/documentos')
          await expect(card(page, EPS).getByText(LONG_NAME, { exact: true })).toBeVisible();
        await expectMenuFits(page);
        await snap(page, screen.name);
        if (width === 320 || width === 1280) await expectNoAxeViolations(page);
      }
    });
  }

  test('Documentos lleva al portal y queda marcado; Cerrar Sesión funciona desde allí', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/');
    await page.goto(`/vacancy/${vacancy}`);
    const menu = menuOf(page);
    // 'Documentos' carries the count of documents needing attention once the candidate's report
    // arrives; whether the first check comes before it is a matter of timing, so both are right.
    await expect(menu.getByRole('link')).toHaveText([
      'Vacantes',
      'Aplicaciones',
      'Mi Perfil',
      /^Documentos\d*$/,
    ]);
    await menu.getByRole('link', { name: 'Documentos' }).click();
    await expect(page).toHaveURL(/\/documentos$/);
    await expect(menu.getByRole('link', { name: 'Documentos' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

    await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(menu).toHaveCount(0);
    // Signing out is not a visit to come back to: the next sign-in starts at the home.
    expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
    await page.goto(`/vacancy/${vacancy}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(menu).toHaveCount(0);
  });
});
