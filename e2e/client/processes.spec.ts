import { expect, test } from '@playwright/test';
import {
  candidateApplies,
  companySignIn,
  expectNoAxeViolations,
  publishVacancy,
  sendToClient,
  snap,
  staffSignIn,
} from '../staff/support';
import { BELL_WAIT_MS, openBell } from '../support/bell';

const COMPANY = 'Logística Andina S.A.S.';

for (const width of [390, 1280]) {
  test(`la empresa aprueba a un candidato y rechaza a otro con motivo; cada uno lo ve (${width} px)`, async ({
    browser,
    page: staff,
    request,
    baseURL,
  }) => {
    // Five people sign in across four browsers: on a loaded 2-core CI machine that took 1.4 min.
    // With two e2e shards side by side on 2 cores, journeys take about twice as long as alone.
    test.setTimeout(300_000);
    const size = { width, height: width < 600 ? 844 : 800 };
    const titulo = `Operador de montacargas ${width}-${Date.now()}`;
    await staffSignIn(staff, 'director@portal.local');
    const publicUrl = await publishVacancy(staff, titulo, COMPANY);
    const lucia = await candidateApplies(browser, request, baseURL, publicUrl, 'Lucía');
    const marta = await candidateApplies(browser, request, baseURL, publicUrl, 'Marta');
    // The company is already looking at its processes when the agency sends the candidates: its bell
    // lights up without a reload (issue 30).
    const company = await companySignIn(browser, baseURL, size);
    await staff.reload();
    await sendToClient(staff, 'Lucía Gómez');
    await sendToClient(staff, 'Marta Gómez');
    await expect(await openBell(company)).toContainText(`Candidatos para aprobar: ${titulo}`, {
      timeout: BELL_WAIT_MS,
    });
    await expectNoAxeViolations(company);
    await snap(company, 'client-bell');
    await company.keyboard.press('Escape');

    await company.getByLabel('Buscar proceso').fill(`${width}-`);
    await company.getByLabel('Buscar proceso').fill(titulo.toLowerCase().replace('ó', 'o'));
    await expect(company.getByText('2 por aprobar')).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-processes');
    await company.getByRole('link', { name: `Ver Proceso: ${titulo}` }).click();

    await expect(company.getByRole('heading', { name: 'Proceso Seleccionado' })).toBeVisible();
    await expect(company.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    await expect(company.getByRole('heading', { name: 'Solicitud', level: 2 })).toBeVisible();
    await expect(company.getByText('Postulaciones').locator('..')).toContainText('2');
    await company.getByRole('button', { name: 'Siguiente' }).click();
    await expect(company.getByRole('heading', { name: 'Aprobar candidatos', level: 2 })).toBeVisible();

    await company.getByRole('button', { name: 'Aprobar a Lucía Gómez' }).click();
    await company.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(company.getByText('Candidato aprobado.')).toBeVisible();

    await company.getByRole('button', { name: 'Rechazar a Marta Gómez' }).click();
    const reject = company.getByRole('dialog', { name: '¿Rechazar a Marta Gómez?' });
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await expect(reject.getByText(/escribe el motivo/)).toBeVisible();
    await reject.getByLabel('Motivo del rechazo').fill('Necesitamos certificado de montacargas vigente.');
    await expectNoAxeViolations(company);
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await expect(company.getByText('Candidato rechazado.')).toBeVisible();
    await expect(
      company.getByText('Necesitamos certificado de montacargas vigente.').filter({ visible: true }),
    ).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-process-approval');

    await company.getByRole('button', { name: 'Siguiente' }).click();
    await expect(company.getByRole('heading', { name: 'Contratación', level: 2 })).toBeVisible();
    await expect(
      company.getByRole('listitem').filter({ hasText: 'Lucía Gómez' }).filter({ hasText: 'Examen médico' }),
    ).toBeVisible();
    await company.getByRole('button', { name: 'Siguiente' }).click();
    await expect(company.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await lucia.candidate.goto('/?tab=applications');
    await expect(lucia.candidate.getByRole('main')).toContainText('Aprobado');
    await marta.candidate.goto('/?tab=applications');
    await expect(marta.candidate.getByRole('main')).toContainText('No seleccionado');

    // The agency hears of the company's decision in its bell, without a reload, and in its pipeline.
    const staffBell = await openBell(staff);
    await expect(staffBell).toContainText(`${COMPANY} rechazó un candidato`, { timeout: BELL_WAIT_MS });
    await expect(staffBell).toContainText('Necesitamos certificado de montacargas vigente.');
    await snap(staff, 'staff-bell');
    await staff.reload();
    await expect(
      staff
        .getByRole('region', { name: /Postulaciones/ })
        .getByRole('listitem')
        .filter({ hasText: 'Marta Gómez' }),
    ).toContainText('Rechazada');

    // The company's profile: its data, an edit with a bad then a good phone, and Cerrar Sesión.
    await company.getByRole('link', { name: 'Perfil' }).first().click();
    await expect(company.getByRole('heading', { name: COMPANY })).toBeVisible();
    await company.getByRole('button', { name: 'Editar datos' }).click();
    await company.getByLabel('Teléfono').fill('12');
    await company.getByRole('button', { name: 'Guardar' }).click();
    await expect(company.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    await company.getByLabel('Teléfono').fill('601 456 7890');
    await company.getByRole('button', { name: 'Guardar' }).click();
    await expect(company.getByText('Datos de la empresa actualizados.')).toBeVisible();
    await expect(company.getByText('+576014567890')).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-profile');
    await company.getByRole('link', { name: 'Cerrar Sesión', exact: true }).click();
    await expect(company).toHaveURL(/\/signin$/);
    await company.goto('/order/procesos');
    await expect(company).toHaveURL(/\/signin$/);
  });
}
