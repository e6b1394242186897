import { expect, test, type Page } from '@playwright/test';
import { card, pdfFile } from '../documents/support';
import { candidateApplies, expectNoAxeViolations, publishVacancy, snap, staffSignIn } from './support';

const TYPE = 'Examen médico ocupacional';

/** From the vacancy's pipeline to the candidate's documents screen. */
async function openCandidateDocuments(staff: Page) {
  await staff.reload();
  await staff.getByRole('link', { name: 'Documentos de Lucía Gómez' }).click();
  await expect(staff.getByRole('heading', { name: 'Documentos de Lucía Gómez' })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`la agencia pide un documento, lo rechaza con motivo y aprueba la versión nueva (${width} px)`, async ({
    browser,
    page: staff,
    request,
    baseURL,
  }) => {
    await staff.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await staffSignIn(staff, 'director@portal.local');
    const vacancyUrl = await publishVacancy(staff, `Operario de empaque ${width}-${Date.now()}`);
    const vacancyPanel = staff.url();
    const { candidate } = await candidateApplies(browser, request, baseURL, vacancyUrl);
    await candidate.setViewportSize({ width, height: width < 600 ? 844 : 800 });

    await openCandidateDocuments(staff);
    await expect(staff.getByText('Este candidato aún no ha cargado documentos.')).toBeVisible();
    await staff.getByRole('button', { name: 'Solicitar documento' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Solicitar un documento a Lucía Gómez' });
    await dialog.getByLabel('Tipo de documento').selectOption({ label: TYPE });
    await expect(dialog.getByLabel('Documento que necesitas')).toHaveValue(TYPE);
    await dialog
      .getByLabel('Indicaciones (opcional)')
      .fill('Con concepto de aptitud para trabajo en alturas.');
    await expectNoAxeViolations(staff);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(staff.getByText('Solicitud enviada al candidato.')).toBeVisible();
    await expect(staff.getByText(`Pedido, sin respuesta: ${TYPE}`)).toBeVisible();

    await candidate.goto('/solicitudes-documentos');
    await card(candidate, TYPE).getByLabel(`Archivo para ${TYPE}`).setInputFiles(pdfFile('examen.pdf'));
    await expect(candidate.getByRole('heading', { name: 'No tienes solicitudes pendientes' })).toBeVisible();

    await staff.reload();
    await expect(staff.getByText('Por revisar')).toBeVisible();
    await staff.getByRole('button', { name: 'Rechazar examen.pdf' }).click();
    const reject = staff.getByRole('dialog', { name: `Rechazar ${TYPE}` });
    await reject.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(reject.getByText(/escribe el motivo/)).toBeVisible();
    await reject.getByLabel('Motivo del rechazo').fill('Falta la firma del médico.');
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-document-reject');
    await reject.getByRole('button', { name: 'Rechazar documento' }).click();
    await expect(
      staff.getByText('Documento rechazado. Le pedimos al candidato una versión nueva.'),
    ).toBeVisible();
    await expect(staff.getByText('Motivo: Falta la firma del médico.')).toBeVisible();

    await candidate.goto('/solicitudes-documentos');
    const asked = card(candidate, TYPE);
    await expect(asked.getByText('Motivo: Falta la firma del médico.')).toBeVisible();
    await asked.getByLabel('Archivo para reemplazar examen.pdf').setInputFiles(pdfFile('examen-firmado.pdf'));
    await expect(candidate.getByRole('heading', { name: 'No tienes solicitudes pendientes' })).toBeVisible();

    await staff.reload();
    await staff.getByRole('button', { name: 'Aprobar examen-firmado.pdf' }).click();
    const approve = staff.getByRole('dialog', { name: `Aprobar ${TYPE}` });
    await approve.getByLabel('Vence el (opcional)').fill('2027-11-30');
    await approve.getByRole('button', { name: 'Aprobar documento' }).click();
    await expect(staff.getByText('Documento aprobado.')).toBeVisible();
    await expect(staff.getByText('Aprobado', { exact: true })).toBeVisible();
    await expect(staff.getByText(/vence el 30 de noviembre de 2027/)).toBeVisible();
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-candidate-documents');

    await candidate.goto('/documentos');
    await expect(card(candidate, TYPE).getByText('Aprobado')).toBeVisible();
    await expectNoAxeViolations(candidate);
    await snap(candidate, 'candidate-document-approved');

    // One request to every active candidate of the vacancy.
    await staff.goto(`${vacancyPanel}/solicitar-documento`);
    await staff.getByLabel('Tipo de documento').selectOption({ label: 'Certificación bancaria' });
    await staff
      .getByLabel('Archivo para que el candidato lo lea (opcional)')
      .setInputFiles(pdfFile('formato-banco.pdf'));
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-vacancy-document-request');
    await staff.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(staff.getByText('Solicitud enviada al candidato.')).toBeVisible();
    await expect(staff).toHaveURL(vacancyPanel);
    await candidate.goto('/solicitudes-documentos');
    await expect(card(candidate, 'Certificación bancaria')).toBeVisible();
    const format = card(candidate, 'Certificación bancaria').getByRole('link', {
      name: 'Ver formato de la empresa',
    });
    await expect(format).toHaveAttribute('href', /signature=/);
    expect((await candidate.request.get((await format.getAttribute('href'))!)).status()).toBe(200);
  });
}
