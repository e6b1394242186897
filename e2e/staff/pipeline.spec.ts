import { expect, test } from '@playwright/test';
import { createUser, signIn, signedInHeading } from '../auth/support';
import { expectNoAxeViolations, snap, staffSignIn } from './support';

test('de la vacante creada al candidato contratado: cada paso se ve del lado del candidato', async ({
  browser,
  page: staff,
  request,
  baseURL,
}) => {
  const titulo = `Empacador de línea ${Date.now()}`;
  await staffSignIn(staff, 'director@portal.local');
  await staff.goto('/dashboard/vacantes/nueva');
  await staff.getByLabel('Título').fill(titulo);
  await staff
    .getByLabel('Descripción')
    .fill('Empaque y sellado de producto terminado en línea de producción.');
  await staff.getByLabel('Empresa (nombre que se muestra)').fill('Logística Andina');
  await staff.getByLabel('Ciudad').selectOption({ index: 1 });
  await staff.getByLabel('Categoría').selectOption({ index: 1 });
  await staff.getByLabel('Lugar de trabajo').fill('Planta Montevideo');
  await staff.getByLabel('Turno').fill('Diurno');
  await staff.getByLabel('Salario mensual (COP)').fill('1500000');
  await staff.getByRole('button', { name: 'Crear y publicar' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/vacantes\/\d+$/);
  const publicUrl = staff.url().replace('/dashboard/vacantes/', '/vacancy/');

  const user = await createUser(request);
  const candidate = await (await browser.newContext({ baseURL, locale: 'es-CO' })).newPage();
  await candidate.goto('/');
  await signIn(candidate, user.username, user.password);
  await expect(signedInHeading(candidate, user.firstName)).toBeVisible();
  await candidate.goto(publicUrl);
  await candidate.getByRole('button', { name: 'Postularme' }).click();
  await expect(candidate.getByText('Estado: Postulación recibida')).toBeVisible();

  await staff.reload();
  const section = staff.getByRole('region', { name: /Postulaciones/ });
  await expect(section).toContainText('Lucía Gómez');
  for (const [estado, label] of [
    ['Preseleccionada', 'Preseleccionado'],
    ['Enviada al cliente', 'En revisión por la empresa'],
    ['Aprobada', 'Aprobado'],
    ['En contratación', 'En contratación'],
    ['Contratada', 'Contratado'],
  ] as const) {
    await section.getByLabel('Mover a').selectOption({ label: estado });
    await section.getByRole('button', { name: 'Mover' }).click();
    await expect(staff.getByText(`La postulación pasó a «${estado}».`)).toBeVisible();
    await candidate.goto('/?tab=applications');
    await expect(candidate.getByRole('main')).toContainText(label);
  }
  await expectNoAxeViolations(staff);
  await snap(staff, 'staff-pipeline');
  await expect(
    candidate.getByRole('list', { name: 'Historial de la postulación' }).getByRole('listitem'),
  ).toHaveCount(6);
});
