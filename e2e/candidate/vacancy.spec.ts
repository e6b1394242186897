import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openVacancyWithSlots } from './support';

test.describe('detalle público de la vacante', () => {
  test('muestra salario en COP, turno, lugar, requisitos, cierre y el JSON-LD de JobPosting', async ({
    page,
  }) => {
    const { id, titulo } = await openVacancyWithSlots(page);
    const detail = await (await page.request.get(`/api/vacancies/${id}`)).json();
    await page.goto(
      `/vacancy/${id}?utm_source=x&utm_campaign=y&id_espacio_agendamiento=${detail.espacios[0].id_espacio_agendamiento}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    const salary = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
    }).format(detail.salario);
    await expect(page.getByText(`${salary} al mes`)).toBeVisible();
    await expect(page.getByText(detail.turno)).toBeVisible();
    await expect(page.getByText(detail.lugar, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
    await expect(page.getByText('Cierra', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeChecked();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: titulo,
      hiringOrganization: { name: detail.empresa },
      jobLocation: { address: { addressCountry: 'CO' } },
      baseSalary: { currency: 'COP', value: { value: detail.salario } },
    });
    expect(jsonLd.datePosted).toBe(detail.fecha_publicacion);
    expect(jsonLd.validThrough).toContain(detail.fecha_cierre);
    // One JobPosting, and the page's own title once the app runs.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page).toHaveTitle(`${titulo} en ${detail.nombre_ciudad} | Portal de Empleo`);

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      utm_source: 'x',
      utm_campaign: 'y',
      idEspacioAgendamiento: String(detail.espacios[0].id_espacio_agendamiento),
      selectedJobId: String(id),
      vacanteRegister: String(id),
    });
    await expectNoAxeViolations(page);
  });

  test('una vacante cerrada se puede leer pero no recibe postulaciones', async ({ page }) => {
    // The seed closes every eleventh vacancy; ids start at 1 on a fresh database.
    const closed = await (await page.request.get('/api/vacancies/11')).json();
    expect(closed.estado).toBe('cerrada');
    await page.goto('/vacancy/11');
    await expect(page.getByRole('heading', { level: 1, name: closed.titulo })).toBeVisible();
    await expect(page.getByText('Esta vacante está cerrada y ya no recibe postulaciones.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Postularme' })).toHaveCount(0);
  });

  test('una vacante que no existe da un mensaje claro', async ({ page }) => {
    await page.goto('/vacancy/987654');
    await expect(page.getByRole('heading', { name: 'Vacante no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver otras vacantes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('sin JavaScript, el primer HTML de la vacante ya trae título, vista previa y JSON-LD', async ({
  page,
  request,
}) => {
  const { id, titulo } = await openVacancyWithSlots(page);
  const html = await (await request.get(`/vacancy/${id}`)).text();
  expect(html).toContain(`<title>${titulo} en `);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
  expect(html).toContain('<meta property="og:image"');
  expect(html).toContain('"@type":"JobPosting"');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/vacancy/${id}</loc>`);

  // Moving on inside the app, the title follows the screen, not the first HTML.
  await page.goto(`/vacancy/${id}`);
  await expect(page).toHaveTitle(new RegExp(`^${titulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} en `));
  await page.getByRole('link', { name: 'Política de Privacidad' }).click();
  await expect(page).toHaveTitle('Política de Privacidad | Portal de Empleo');
});
