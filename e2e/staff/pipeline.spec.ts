import { expect, test } from '@playwright/test';
import { candidateApplies, expectNoAxeViolations, publishVacancy, snap, staffSignIn } from './support';

test('de la vacante creada al candidato contratado: cada paso se ve del lado del candidato', async ({
  browser,
  page: staff,
  request,
  baseURL,
}) => {
  const titulo = `Empacador de línea ${Date.now()}`;
  await staffSignIn(staff, 'director@portal.local');
  const publicUrl = await publishVacancy(staff, titulo);
  const { candidate } = await candidateApplies(browser, request, baseURL, publicUrl);

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
