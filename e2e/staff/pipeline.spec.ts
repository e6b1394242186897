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
    if (estado === 'Preseleccionada')
      // Internal by default: the candidate never reads it (decision 0056).
      await section.getByLabel('Comentario').fill('Llegó tarde a la llamada');
    if (estado === 'Contratada') {
      // No hiring step was marked: hiring needs the audited exception and its reason.
      await section.getByLabel('Contratar sin completar los pasos de contratación').check();
      await section
        .getByLabel('Comentario (motivo, obligatorio)')
        .fill('Ingreso urgente autorizado por gerencia');
      for (const width of [390, 1280]) {
        await staff.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        await snap(staff, 'staff-pipeline-move');
      }
    }
    await section.getByRole('button', { name: 'Mover' }).click();
    await expect(staff.getByText(`La postulación pasó a «${estado}».`)).toBeVisible();
    await candidate.goto('/?tab=applications');
    await expect(candidate.getByRole('main')).toContainText(label);
  }
  await expect(candidate.getByRole('main')).not.toContainText('Llegó tarde');
  await expect(candidate.getByRole('main')).not.toContainText('Ingreso urgente');
  await section.getByText('Historial (6)').click();
  await expect(section.getByText(/Diego Restrepo/).first()).toBeVisible();
  await expect(section.getByText('Interna', { exact: true }).first()).toBeVisible();
  await section.getByLabel('Ver por estado').selectOption({ label: 'Contratada (1)' });
  await expect(section).toContainText('Lucía Gómez');
  await expectNoAxeViolations(staff);
  await snap(staff, 'staff-pipeline');
  await expect(
    candidate.getByRole('list', { name: 'Historial de la postulación' }).getByRole('listitem'),
  ).toHaveCount(6);
});

test('acciones en bloque: mover dos postulaciones juntas y escribirles', async ({
  browser,
  page: staff,
  request,
  baseURL,
}) => {
  const titulo = `Auxiliar de bodega ${Date.now()}`;
  await staffSignIn(staff, 'director@portal.local');
  const publicUrl = await publishVacancy(staff, titulo);
  await candidateApplies(browser, request, baseURL, publicUrl, 'Lucía');
  await candidateApplies(browser, request, baseURL, publicUrl, 'Marta');
  await staff.reload();
  const section = staff.getByRole('region', { name: /Postulaciones/ });
  await section.getByLabel('Seleccionar a Lucía Gómez').check();
  await section.getByLabel('Seleccionar a Marta Gómez').check();
  await section.getByLabel('Mover seleccionadas a').selectOption({ label: 'Preseleccionada' });
  await section.getByRole('button', { name: 'Mover seleccionadas' }).click();
  await expect(staff.getByText('2 postulaciones pasaron a «Preseleccionada».')).toBeVisible();
  await expect(section.getByText('Preseleccionada', { exact: true }).filter({ visible: true })).toHaveCount(
    2,
  );

  await section.getByLabel('Seleccionar a Lucía Gómez').check();
  await section.getByLabel('Seleccionar a Marta Gómez').check();
  await section.getByRole('button', { name: 'Escribir a seleccionados' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mensaje a 2 candidatos' });
  await dialog.getByLabel('Asunto').fill(`Entrevista ${titulo}`);
  await dialog.getByLabel('Mensaje').fill('Te esperamos el lunes a las 8:00 a. m. en la portería 2.');
  await expectNoAxeViolations(staff);
  await snap(staff, 'staff-pipeline-message');
  await dialog.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(staff.getByText('Mensaje enviado a 2 candidatos.')).toBeVisible();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { subject: string }[];
  expect(outbox.filter((mail) => mail.subject === `Entrevista ${titulo}`)).toHaveLength(2);
});
