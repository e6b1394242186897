import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';

interface VacancyDetail {
  id_vacante: number;
  titulo: string;
  empresa: string;
  requisitos: string[];
}

/** An open vacancy with requirements: tests that ran before may have published some without any. */
async function vacancyWithRequirements(request: APIRequestContext): Promise<VacancyDetail> {
  const list = await request.get('/api/vacancies?page_size=50');
  expect(list.ok()).toBe(true);
  for (const { id_vacante } of (await list.json()).items as { id_vacante: number }[]) {
    const detail = (await (await request.get(`/api/vacancies/${id_vacante}`)).json()) as VacancyDetail;
    if (detail.requisitos.length > 0) return detail;
  }
  throw new Error('no hay vacantes abiertas con requisitos');
}

// Decision 0043: the public screens come rendered in the first HTML, so a slow phone paints them
// before the JavaScript arrives, and a reader without JavaScript (a crawler) gets the content too.
test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('una vacante muestra su título, su empresa y sus requisitos', async ({ page, request }) => {
    const vacancy = await vacancyWithRequirements(request);
    await page.goto(`/vacancy/${vacancy.id_vacante}`);
    await expect(page.getByRole('heading', { level: 1, name: vacancy.titulo })).toBeVisible();
    await expect(page.getByText(vacancy.empresa).first()).toBeVisible();
    await expect(page.getByText(vacancy.requisitos[0]!).first()).toBeVisible();
  });

  test('una política muestra su texto completo', async ({ page }) => {
    await page.goto('/politicas/privacidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '7. Derechos del titular' })).toBeVisible();
  });

  test('la página para empresas y candidatos muestra su presentación', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('el inicio muestra el formulario de ingreso', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingresa al portal' })).toBeVisible();
    await expect(page.getByLabel('Número de documento')).toBeVisible();
  });
});

// Decision 0045: `/` comes rendered as a signed-out visitor sees it; a browser that holds a session
// hides that form before it paints, so a candidate never sees the sign-in screen on the way home.
test('con sesión guardada el inicio no muestra el ingreso del servidor, y luego muestra el inicio', async ({
  page,
}) => {
  const candidateMenu = page.getByRole('navigation', { name: 'Menú del candidato' });
  await page.goto('/');
  await signIn(page, DEMO.username, DEMO.password);
  await expect(candidateMenu).toBeVisible();
  // The app's scripts held back: what shows is the server's HTML and the page's first script alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeHidden();
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(candidateMenu).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toHaveCount(0);
});

test('sin sesión se escribe en el ingreso del servidor, y la app lo toma con lo escrito', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Número de documento').fill(DEMO.username);
  await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(0);
  await expect(page.getByLabel('Número de documento')).toHaveValue(DEMO.username);
});

test('los enlaces de una política llevan a la otra antes de que haya app', async ({ page }) => {
  await page.goto('/politicas/privacidad');
  await expect(page.getByRole('heading', { name: '7. Derechos del titular' })).toBeVisible();
  await page.getByRole('link', { name: 'Términos y Condiciones' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  // A plain link: the next page came from the server, rendered, and still needs no app.
  await expect(page.locator('#root > fieldset.prerendered')).toHaveCount(1);
});
