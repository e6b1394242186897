import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';
import { expectNoAxeViolations, snap } from '../staff/support';

interface VacancyPage {
  items: { id_vacante: number; titulo: string; id_ciudad: number; id_categoria: number }[];
  total: number;
}

const vacancies = async (page: Page, query: string): Promise<VacancyPage> =>
  (await page.request.get(`/api/vacancies?${query}`)).json();

/** The landing, once its city and category lists have arrived. */
async function openLanding(page: Page) {
  await page.goto('/landing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentra trabajo operativo cerca de ti' }),
  ).toBeVisible();
  const search = page.getByRole('search', { name: 'Busca vacantes' });
  await expect(search.getByLabel('Ciudad').locator('option')).not.toHaveCount(1);
  await expect(search.getByLabel('Categoría').locator('option')).not.toHaveCount(1);
  return search;
}

/**
 * Chooses the city and category of the newest vacancy by keyboard and submits with Enter; answers
 * that vacancy and how many open ones the API has with those filters.
 */
async function searchLikeTheNewest(page: Page) {
  const [newest] = (await vacancies(page, 'page_size=1')).items;
  const filters = `id_ciudad=${newest!.id_ciudad}&id_categoria=${newest!.id_categoria}`;
  const { total } = await vacancies(page, `${filters}&page_size=1`);
  const search = await openLanding(page);
  await search.getByLabel('Ciudad').selectOption(String(newest!.id_ciudad));
  await search.getByLabel('Ciudad').press('Tab');
  await expect(search.getByLabel('Categoría')).toBeFocused();
  await search.getByLabel('Categoría').selectOption(String(newest!.id_categoria));
  await search.getByLabel('Categoría').press('Tab');
  const submit = search.getByRole('button', { name: 'Buscar vacantes' });
  await expect(submit).toBeFocused();
  await submit.press('Enter');
  await expect(page).toHaveURL(`/?tab=jobs&${filters}`);
  return { newest: newest!, total };
}

/** The home search shows those filters applied and the matching vacancies. */
async function expectFilteredResults(
  page: Page,
  { newest, total }: Awaited<ReturnType<typeof searchLikeTheNewest>>,
) {
  const form = page.getByRole('search', { name: 'Buscar vacantes' });
  await expect(form.getByLabel('Ciudad')).toHaveValue(String(newest.id_ciudad));
  await expect(form.getByLabel('Categoría')).toHaveValue(String(newest.id_categoria));
  await expect(
    page.getByText(total === 1 ? '1 vacante encontrada' : `${total} vacantes encontradas`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: newest.titulo }).first()).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`landing a ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('muestra las vacantes más nuevas con enlace a su página, sin violaciones de axe', async ({
      page,
    }) => {
      const newest = await vacancies(page, 'page_size=6');
      expect(newest.items.length).toBeGreaterThan(0);
      await openLanding(page);
      await expect(page).toHaveTitle('Portal de Empleo: trabajo operativo en Colombia');
      const list = page.getByRole('region', { name: 'Vacantes recientes' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(
        newest.items.map((item) => item.titulo),
      );
      await expect(
        list.getByRole('link', { name: `Ver las ${newest.total} vacantes abiertas` }),
      ).toHaveAttribute('href', '/?tab=jobs');
      // Phones get no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await snap(page, 'landing');

      const first = newest.items[0]!;
      await list.getByRole('link', { name: first.titulo }).click();
      await expect(page).toHaveURL(`/vacancy/${first.id_vacante}`);
      await expect(page.getByRole('heading', { level: 1, name: first.titulo })).toBeVisible();
    });

    test('con sesión, buscar por ciudad y categoría lleva a la búsqueda con esos filtros y sus resultados', async ({
      page,
    }) => {
      await page.goto('/');
      await signIn(page, DEMO.username, DEMO.password);
      await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible({
        timeout: 15_000,
      });
      const search = await searchLikeTheNewest(page);
      await expectFilteredResults(page, search);
      await snap(page, 'landing-search-results');
    });

    test('sin sesión, la búsqueda pide ingresar y luego muestra los resultados con los filtros', async ({
      page,
    }) => {
      const search = await searchLikeTheNewest(page);
      await expect(page.getByLabel('Número de documento')).toBeVisible();
      await signIn(page, DEMO.username, DEMO.password);
      await expectFilteredResults(page, search);
    });

    test('para empresas: el enlace baja a su sección, el correo de la agencia y el ingreso en /signin', async ({
      page,
    }) => {
      await openLanding(page);
      await page.getByRole('link', { name: '¿Buscas personal para tu empresa?' }).click();
      const companies = page.getByRole('region', { name: 'Personal operativo para tu empresa' });
      await expect(
        companies.getByRole('heading', { name: 'Personal operativo para tu empresa' }),
      ).toBeInViewport();
      await expect(
        companies.getByRole('list', { name: 'Etapas de cada proceso' }).getByRole('listitem'),
      ).toHaveText([/Solicitud/, /Aprobar candidatos/, /Contratación/, /Candidatos contratados/]);
      await expect(companies.getByRole('link', { name: /soporte@portaldeempleo\.co/ })).toHaveAttribute(
        'href',
        'mailto:soporte@portaldeempleo.co?subject=Quiero%20pedir%20personal',
      );
      await companies.getByRole('link', { name: 'Ingresar como empresa' }).click();
      await expect(page).toHaveURL('/signin');
      await expect(page.getByRole('heading', { name: 'Ingreso del equipo y de empresas' })).toBeVisible();
    });
  });
}
