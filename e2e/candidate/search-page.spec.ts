import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, signedInHeading } from '../auth/support';
import { snap } from '../staff/support';
import { expectNoAxeViolations } from './support';

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

async function signInAsDemo(page: Page) {
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  // SRP sign-in is slow on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible({ timeout: 15_000 });
}

/** Every visible control of the form with its box, named for the failure message. */
async function controlBoxes(form: Locator) {
  const boxes: { name: string; box: { x: number; y: number; width: number; height: number } }[] = [];
  for (const control of await form.locator('input, select, button').all()) {
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute('name')) ?? (await control.innerText());
    boxes.push({ name, box: (await control.boundingBox())! });
  }
  return boxes;
}

test('los filtros no se montan unos sobre otros ni desbordan la pantalla, de 320 a 1440 px', async ({
  page,
}) => {
  await signInAsDemo(page);
  const form = page.getByRole('search', { name: 'Buscar vacantes' });
  const toggle = form.getByRole('button', { name: /^Filtros/ });
  for (const width of [320, 390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto('/?tab=jobs');
    await expect(page.getByText(/^\d+ vacantes encontradas$/)).toBeVisible();
    if (width < 640) {
      await expect(form.getByLabel('Salario hasta')).toBeHidden();
      await toggle.click();
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(form.getByLabel('Salario hasta')).toBeVisible();

    const boxes = await controlBoxes(form);
    expect(boxes.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['q', 'Buscar', 'id_ciudad', 'salario_min', 'salario_max', 'tipo_contrato']),
    );
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.box.x < b.box.x + b.box.width &&
          b.box.x < a.box.x + a.box.width &&
          a.box.y < b.box.y + b.box.height &&
          b.box.y < a.box.y + a.box.height;
        expect(overlap, `${a.name} y ${b.name} se montan a ${width} px`).toBe(false);
      }
    }
    const formBox = (await form.boundingBox())!;
    for (const { name, box } of boxes) {
      expect(box.x + box.width, `${name} se sale del formulario a ${width} px`).toBeLessThanOrEqual(
        formBox.x + formBox.width,
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await snap(page, 'vacancy-filters');
  }
  await expectNoAxeViolations(page);
});

test('a 390 px los filtros van tras «Filtros», por teclado también, y el botón cuenta los aplicados', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  const form = page.getByRole('search', { name: 'Buscar vacantes' });
  const toggle = form.getByRole('button', { name: 'Filtros', exact: true });
  await expect(form.getByLabel('Cargo o palabra clave')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  for (const label of ['Ciudad', 'Categoría', 'Salario desde', 'Salario hasta', 'Tipo de contrato']) {
    await expect(form.getByLabel(label)).toBeHidden();
  }
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Ciudad')).toBeFocused();
  await form.getByLabel('Ciudad').selectOption({ label: 'Mosquera' });
  await form.getByLabel('Salario desde').selectOption('1750905');
  await expectNoAxeViolations(page);
  await snap(page, 'vacancy-filters-open');
  await form.getByRole('button', { name: 'Buscar' }).click();

  await expect(page).toHaveURL(/[?&]id_ciudad=25473&salario_min=1750905/);
  const counted = form.getByRole('button', { name: 'Filtros (2)' });
  await expect(counted).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByLabel('Ciudad')).toBeHidden();
  const cards = page
    .getByRole('region', { name: 'Vacantes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Mosquera');
  await snap(page, 'vacancy-filters-applied');

  // From the address alone (a shared link, a reload) the count is there and the filters stay closed.
  await page.reload();
  await expect(counted).toHaveAttribute('aria-expanded', 'false');
  await counted.click();
  await expect(form.getByLabel('Ciudad')).toHaveValue('25473');
  await form.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(form.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/\?tab=jobs$/);
});
