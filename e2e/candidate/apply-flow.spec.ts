import { expect, test } from '@playwright/test';
import { newDocument, outboxIds, readCode } from '../auth/support';
import { apiAsPage, openVacancyWithSlots } from './support';

interface Application {
  id_vacante: number;
  utm_source: string | null;
  utm_campaign: string | null;
  estado: string;
}

test('de un enlace compartido a una postulación confirmada, con los valores utm', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { id, titulo } = await openVacancyWithSlots(page);
  const document = newDocument();
  const email = `postula${document}@example.co`;
  const seen = await outboxIds(request);

  await page.goto(`/vacancy/${id}?utm_source=x&utm_campaign=y`);
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Postularme' }).click();

  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Crea tu contraseña' }).click();
  await page.getByLabel('Número de documento').fill(document);
  await page.getByLabel('Primer nombre').fill('Jhon');
  await page.getByLabel('Primer apellido').fill('Mosquera');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Número de celular').fill('3205551234');
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave-Nueva-2026');
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(await readCode(request, email, seen));
  await page.getByRole('button', { name: 'Confirmar cuenta' }).click();

  await expect(page).toHaveURL(new RegExp(`/vacancy/${id}\\?`));
  await expect(page.getByText('¡Listo! Tu postulación quedó registrada.')).toBeVisible();
  // The pipeline starts at "recibida" (issue 11); the booked interview is shown beside it.
  await expect(page.getByText('Estado: Postulación recibida')).toBeVisible();
  await expect(page.getByText(/^Entrevista: /)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('postular')).toBeNull();

  // A reload or a second press never makes a second application.
  await page.reload();
  await expect(page.getByText('Ya te postulaste a esta vacante')).toBeVisible();
  const applications = await apiAsPage<Application[]>(page, '/api/candidate/applications');
  expect(applications).toHaveLength(1);
  expect(applications[0]).toMatchObject({ id_vacante: id, utm_source: 'x', utm_campaign: 'y' });

  await page.getByRole('link', { name: 'Ver mis aplicaciones' }).click();
  await expect(page).toHaveURL(/\?tab=applications$/);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Historial de la postulación' }).getByRole('listitem'),
  ).toHaveCount(1);
});
