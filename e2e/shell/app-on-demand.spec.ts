import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';
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

test('sin sesión cada página pública llega con un solo script, y la app llega al tocar un control', async ({
  page,
}) => {
  const vacancyId = await openVacancyId(page);
  const pages: [path: string, control: () => ReturnType<Page['getByRole']>][] = [
    ['/', () => page.getByRole('textbox', { name: 'Número de documento' })],
    [`/vacancy/${vacancyId}`, () => page.getByRole('button', { name: 'Postularme' })],
    // (A focused select would hold the app back until it is left: a phone shows its options.)
    ['/landing', () => page.getByRole('button', { name: 'Buscar vacantes' })],
    ['/politicas/privacidad', () => page.getByRole('button', { name: 'Menú' })],
  ];
  const asked = scriptsAskedBy(page);
  for (const [path, control] of pages) {
    asked.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(asked, path).toEqual([await entryOf(page, path)]);
    await expect(serverPage(page)).toHaveCount(1);
    await control().focus();
    await expect(serverPage(page), path).toHaveCount(0);
    expect(asked.length, path).toBeGreaterThan(1);
    await expect(control()).toBeFocused();
  }
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

test('Postularme antes de que llegue la app lleva al ingreso, como después', async ({ page }) => {
  const vacancyId = await openVacancyId(page);
  const release = await holdTheApp(page, `/vacancy/${vacancyId}`);
  await page.goto(`/vacancy/${vacancyId}`);
  await page.getByRole('button', { name: 'Postularme' }).click();
  // Nothing was sent to the server as a page load: the press waits for the app.
  await expect(page).toHaveURL(`/vacancy/${vacancyId}`);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('con sesión guardada la app arranca sin esperar un toque', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
  await page.goto('/landing');
  await expect(serverPage(page)).toHaveCount(0);
});

test('la página no salta al llegar la app: quien bajó hasta los horarios sigue allí', async ({ page }) => {
  // Tests that ran before may have published newer vacancies without times.
  const { id } = await openVacancyWithSlots(page);
  await page.goto(`/vacancy/${id}`);
  // The first time offered (the last option, "Prefiero que me contacten", starts chosen).
  const time = page.getByRole('radio').first();
  await time.check();
  await expect(serverPage(page)).toHaveCount(0);
  await expect(time).toBeChecked();
  await expect(time).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('si la app no llega, la página sigue viva y el siguiente toque lo intenta otra vez', async ({
  page,
}) => {
  const vacancyId = await openVacancyId(page);
  const entry = await entryOf(page, `/vacancy/${vacancyId}`);
  // Every script but the entry fails once, as on a connection that drops.
  await page.route(/\/assets\/.+\.js$/, (route) =>
    new URL(route.request().url()).pathname === entry ? route.continue() : route.abort(),
  );
  await page.goto(`/vacancy/${vacancyId}`);
  const apply = page.getByRole('button', { name: 'Postularme' });
  await apply.click();
  await expect(apply).not.toHaveAttribute('aria-busy');
  await expect(page.locator('#root > fieldset.prerendered:not([disabled])')).toHaveCount(1);
  await page.unroute(/\/assets\/.+\.js$/);
  // The browser may keep the failed module: then the second touch loads the page again, app and all.
  // A retry clicks only while still on the vacancy: on a slow machine the first click's navigation
  // can outlast one try, and the next try must not look for a button the sign-in page has not got.
  await expect(async () => {
    if (new URL(page.url()).pathname !== '/') await apply.click({ timeout: 2_000 });
    await expect(page).toHaveURL('/', { timeout: 5_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();
});
