import { expect, test, type Page } from '@playwright/test';
import { createUser, DEMO, signIn } from '../auth/support';
import { openVacancyWithSlots } from '../candidate/support';

// Decision 0050: a public page the server rendered loads only the entry (a small loader) for a
// visitor without a session; the app comes when they first touch one of its controls, and takes over
// what they typed and pressed meanwhile.

const serverPage = (page: Page) => page.locator('#root > fieldset.prerendered');

/** The script files the page asks for, by path, as they are asked. */
function scriptsAskedBy(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** The entry the page's first HTML names. */
async function entryOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
}

/**
 * Holds back every script but the entry until the returned function is called: the visitor acts on
 * the server's page before the app has arrived, as on a slow network.
 */
async function holdTheApp(page: Page, path: string): Promise<() => void> {
  const entry = await entryOf(page, path);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (new URL(route.request().url()).pathname !== entry) await released;
    await route.continue();
  });
  return release;
}

async function openVacancyId(page: Page): Promise<number> {
  const list = await (await page.request.get('/api/vacancies?page_size=1')).json();
  return (list.items as { id_vacante: number }[])[0]!.id_vacante;
}

test.use({ viewport: { width: 390, height: 844 } });

test('sin sesión cada página pública llega con un solo script, y la app llega al tocar un control que la necesita', async ({
  page,
}) => {
  const vacancyId = await openVacancyId(page);
  const asked = scriptsAskedBy(page);
  for (const path of ['/', `/vacancy/${vacancyId}`, '/landing', '/politicas/privacidad']) {
    asked.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(asked, path).toEqual([await entryOf(page, path)]);
    await expect(serverPage(page)).toHaveCount(1);
  }
  // On `/` the sign-in form's fields need the app: touching one brings it.
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Número de documento' });
  await field.focus();
  await expect(serverPage(page)).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(1);
  await expect(field).toBeFocused();
});

/** Every script but the entry fails: what works now works without the app (decision 0072). */
const withoutTheApp = async (page: Page, path: string) => {
  const entry = await entryOf(page, path);
  await page.route(/\/assets\/.+\.js$/, (route) =>
    new URL(route.request().url()).pathname === entry ? route.continue() : route.abort(),
  );
};

test('sin la app, Postularme lleva al ingreso con el horario elegido y vuelve a la vacante al ingresar', async ({
  page,
}) => {
  const { id } = await openVacancyWithSlots(page);
  await withoutTheApp(page, `/vacancy/${id}`);
  await page.goto(`/vacancy/${id}`);
  // The first time offered (the last option, "Prefiero que me contacten", starts chosen).
  const time = page.getByRole('radio').first();
  await time.check();
  const slot = await time.getAttribute('value');
  await page.getByRole('button', { name: 'Postularme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();
  // The address is cleaned; the way back is kept as the app keeps it.
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe(
    `/vacancy/${id}?postular=1&id_espacio_agendamiento=${slot}`,
  );
  await page.unroute(/\/assets\/.+\.js$/);
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`/vacancy/${id}`));
});

test('con sesión, Postularme pulsado antes de que llegue la app termina la postulación', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto('/');
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
  const id = await openVacancyId(page);
  const release = await holdTheApp(page, `/vacancy/${id}`);
  await page.goto(`/vacancy/${id}`);
  // The server's form is the signed-out one: it goes to sign in, plainly, and the app there brings
  // the signed-in candidate back to finish.
  await page.getByRole('button', { name: 'Postularme' }).click();
  await expect(page).toHaveURL('/');
  release();
  await expect(page.getByText('Estado: Postulación recibida')).toBeVisible();
  await expect(page).toHaveURL(`/vacancy/${id}`);
});

test('sin la app, la búsqueda de la landing y el menú de las políticas responden', async ({ page }) => {
  await withoutTheApp(page, '/landing');
  await page.goto('/landing');
  const search = page.getByRole('search', { name: 'Busca vacantes' });
  const city = await search.getByLabel('Ciudad').locator('option').nth(1).getAttribute('value');
  await search.getByLabel('Ciudad').selectOption(city!);
  await search.getByRole('button', { name: 'Buscar vacantes' }).click();
  await expect(page).toHaveURL(`/?tab=jobs&id_ciudad=${city}&id_categoria=`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();

  await page.goto('/politicas/privacidad');
  const menu = page.getByRole('button', { name: 'Menú' });
  const sheet = page.getByRole('dialog', { name: 'Políticas y términos' });
  await menu.click();
  await expect(sheet.getByRole('link')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(serverPage(page)).toHaveCount(1);
});

test('lo escrito y el botón pulsado antes de que llegue la app no se pierden: el ingreso se envía', async ({
  page,
}) => {
  const release = await holdTheApp(page, '/');
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('aria-busy', 'true');
  await expect(serverPage(page)).toHaveCount(1);
  release();
  await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
});

test('con sesión guardada la app arranca sin esperar un toque', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
  await page.goto('/landing');
  await expect(serverPage(page)).toHaveCount(0);
});

test('si la app no llega, la página sigue viva y el siguiente toque lo intenta otra vez', async ({
  page,
}) => {
  await withoutTheApp(page, '/');
  await page.goto('/');
  const field = page.getByLabel('Número de documento');
  await field.click();
  await field.fill(DEMO.username);
  await expect(page.locator('#root > fieldset.prerendered:not([disabled])')).toHaveCount(1);
  await page.unroute(/\/assets\/.+\.js$/);
  // The browser may keep the failed module: then the second touch loads the page again, app and all.
  await expect(async () => {
    await page.getByLabel('Contraseña', { exact: true }).click({ timeout: 2_000 });
    await expect(serverPage(page)).toHaveCount(0, { timeout: 5_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();
});
