import { expect, test } from '@playwright/test';
import { pdfFile } from '../documents/support';
import {
  candidateApplies,
  companySignIn,
  expectNoAxeViolations,
  sendToClient,
  snap,
  staffSignIn,
} from '../staff/support';

// Issue 12: from an empty-or-demo cart to an approved candidate. The company searches its catalogue,
// configures a position (a bad salary first), sends the order; the agency opens the vacancy from the
// order line and shortlists a candidate; the company approves them and the candidate sees it.
const AGENCY_STEPS = [
  'Examen médico ocupacional',
  'Contrato firmado',
  'Afiliación a seguridad social (EPS, ARL, AFP, Caja)',
];
const REQUIRED_DOCUMENTS = [
  'Cédula de ciudadanía',
  'Hoja de vida',
  'Antecedentes judiciales (Policía Nacional)',
  'Antecedentes disciplinarios (Procuraduría)',
  'Antecedentes fiscales (Contraloría)',
  'Certificado de afiliación a EPS',
  'Certificado de afiliación a pensiones',
  'Certificación bancaria',
];
const runs = [
  {
    width: 390,
    search: 'retractil',
    position: 'Operador de montacargas retráctil',
    remove: 'Alistador de pedidos',
  },
  { width: 1280, search: 'produccion', position: 'Operario de producción', remove: null },
];

for (const run of runs) {
  test(`la empresa pide personal y aprueba al candidato que envía la agencia (${run.width} px)`, async ({
    browser,
    page: staff,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const size = { width: run.width, height: run.width < 600 ? 844 : 800 };
    const company = await companySignIn(browser, baseURL, size);

    // Catalogue: Montacargas first and selected by default, 'Ver todas', an accent-free search.
    await company.getByRole('link', { name: 'Buscar' }).first().click();
    const picker = company.getByRole('group', { name: 'Categorías' });
    await expect(picker.getByRole('button').first()).toHaveText('Montacargas');
    await expect(picker.getByRole('button', { name: 'Ver todas' })).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-catalogue');
    await company.getByLabel('Buscar por nombre o descripción').fill('soldador submarino');
    await expect(company.getByText('No hay cargos disponibles en esta categoría.')).toBeVisible();
    await picker.getByRole('button', { name: 'Ver todas' }).click();
    await company.getByLabel('Buscar por nombre o descripción').fill(run.search);
    await expect(company.getByRole('heading', { name: run.position, level: 2 })).toBeVisible();

    // Configure with a negative salary (refused), then a valid one under the minimum wage (warned).
    const cart = company.getByRole('button', { name: /^Carrito:/ });
    const before = Number(await cart.innerText());
    await company.getByRole('button', { name: `Configurar ${run.position}` }).click();
    const dialog = company.getByRole('dialog', { name: `Configurar: ${run.position}` });
    await dialog.getByLabel('Cantidad de personas').fill('2');
    await dialog.getByLabel('Salario mensual (COP)').fill('-5');
    await dialog.getByLabel('Ciudad de trabajo').selectOption({ label: 'Funza' });
    await dialog.getByLabel('Tipo de trabajo').selectOption('Rotativo');
    await dialog.getByLabel('Manejo de Montacargas').check();
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(dialog.getByText('El salario debe ser un número mayor o igual a 0.')).toBeVisible();
    await dialog.getByLabel('Salario mensual (COP)').fill('1500000');
    await expect(dialog.getByText(/por debajo del salario mínimo legal/)).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-configure');
    await dialog.getByLabel('Salario mensual (COP)').fill('2300000');
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(company.getByText('Item agregado al carrito exitosamente!')).toBeVisible();
    await expect(cart).toHaveText(String(before + 1).padStart(2, '0'));
    // Configured again, the position opens with what is in the cart.
    await company.getByRole('button', { name: `Configurar ${run.position}` }).click();
    await expect(dialog.getByLabel('Cantidad de personas')).toHaveValue('2');
    await expect(dialog.getByLabel('Salario mensual (COP)')).toHaveValue('2300000');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The cart panel: remove one, then send the order.
    await cart.click();
    const panel = company.getByRole('dialog', { name: 'Ordenes de cargos' });
    await expect(panel.getByText(run.position)).toBeVisible();
    if (run.remove) {
      await panel.getByRole('button', { name: `Quitar ${run.remove}` }).click();
      await expect(panel.getByText(run.remove)).toHaveCount(0);
    }
    await expectNoAxeViolations(company);
    await snap(company, 'client-cart');
    await panel.getByRole('button', { name: 'Enviar orden a la agencia' }).click();
    await expect(company.getByText(/Orden enviada a la agencia/)).toBeVisible();
    await expect(cart).toHaveText('00');
    await expect(company).toHaveURL(/\/order\/procesos$/);
    await company.getByLabel('Buscar proceso').fill(run.search);
    await expect(company.getByRole('link', { name: `Ver Proceso: ${run.position}` })).toBeVisible();
    // Two orders for one position differ by their order number, city and filled of requested.
    await expect(company.getByRole('listitem').filter({ hasText: run.position }).first()).toContainText(
      /Orden N\.º \d+ · Funza · 0 de 2 cubiertos/,
    );
    await snap(company, 'client-processes-list');

    // The agency opens the vacancy from the order line, prefilled, and shortlists an applicant.
    await staff.setViewportSize(size);
    await staffSignIn(staff, 'director@portal.local');
    await staff.getByRole('link', { name: 'Órdenes' }).first().click();
    const line = staff
      .getByRole('listitem')
      .filter({ hasText: run.position })
      .filter({ hasText: '2 personas' });
    await expect(line.first()).toBeVisible();
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-orders');
    await line.first().getByRole('link', { name: 'Abrir vacante' }).click();
    await expect(staff.getByText(/Vacante para la orden N\.º/)).toBeVisible();
    await expect(staff.getByLabel('Título', { exact: true })).toHaveValue(run.position);
    await expect(staff.getByLabel('Salario mensual (COP)')).toHaveValue('2300000');
    await staff.getByRole('button', { name: 'Crear y publicar' }).click();
    await expect(staff).toHaveURL(/\/dashboard\/vacantes\/\d+$/);
    const publicUrl = staff.url().replace('/dashboard/vacantes/', '/vacancy/');
    const applicant = await candidateApplies(browser, request, baseURL, publicUrl, 'Rosa');
    await staff.reload();
    // An internal note, then one shared with the company (decision 0056).
    await sendToClient(staff, 'Rosa Gómez', [
      { nota: 'Llegó tarde a la llamada', audiencia: 'Interna (solo la agencia)' },
      { nota: 'Muy buena actitud en la entrevista', audiencia: 'Compartida con la empresa' },
    ]);

    // Back as the company: the process now has a candidate to approve.
    await company.reload();
    await company.getByLabel('Buscar proceso').fill(run.search);
    await company
      .getByRole('link', { name: `Ver Proceso: ${run.position}` })
      .first()
      .click();
    await expect(company.getByText('Lo que pediste')).toBeVisible();
    await expect(company.getByText('Lo que hizo la agencia')).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-process-request');
    await company.getByRole('button', { name: 'Siguiente' }).click();
    const approval = company.getByRole('main');
    await expect(approval).toContainText('Muy buena actitud en la entrevista');
    await expect(approval).toContainText('Visibles para tu empresa y la agencia');
    await expect(approval).not.toContainText('Llegó tarde a la llamada');
    await snap(company, 'client-process-comments');
    await company.getByRole('button', { name: 'Aprobar a Rosa Gómez' }).click();
    await company.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
    await expect(company.getByText('Candidato aprobado.')).toBeVisible();

    await applicant.candidate.goto('/?tab=applications');
    await expect(applicant.candidate.getByRole('main')).toContainText('Aprobado');
    // Neither the internal note nor the one for the company reaches the candidate.
    await expect(applicant.candidate.getByRole('main')).not.toContainText('Llegó tarde');
    await expect(applicant.candidate.getByRole('main')).not.toContainText('buena actitud');
    await applicant.candidate.setViewportSize(size);
    await snap(applicant.candidate, 'candidate-applications');

    // Hiring: the agency marks its steps, the company the induction; then it waits on the documents.
    await staff.reload();
    const hiring = staff.getByRole('region', { name: /^Contratación/ });
    for (const paso of AGENCY_STEPS) {
      await hiring.getByRole('button', { name: `Marcar completado: ${paso} de Rosa Gómez` }).click();
      await expect(staff.getByText(`«${paso}» quedó completado.`).last()).toBeVisible();
    }
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-hiring');
    await company.getByRole('button', { name: 'Siguiente' }).click();
    await company
      .getByRole('button', { name: 'Marcar completado: Inducción en la empresa de Rosa Gómez' })
      .click();
    await expect(company.getByText('«Inducción en la empresa» quedó completado.')).toBeVisible();
    await expect(company.getByRole('main')).toContainText('En Espera');
    await expectNoAxeViolations(company);
    await snap(company, 'client-hiring');

    // The candidate completes the required documents; the agency's last mark hires them.
    await applicant.candidate.goto('/documentos');
    for (const [i, name] of REQUIRED_DOCUMENTS.entries()) {
      await applicant.candidate.getByLabel(`Archivo para ${name}`).setInputFiles(pdfFile(`doc-${i}.pdf`));
      await expect(applicant.candidate.getByRole('link', { name: `Ver doc-${i}.pdf` })).toBeVisible();
    }
    // She authorized sharing with companies at sign-up, so applying shared her CV in this process.
    await applicant.candidate.goto('/?tab=applications');
    await expect(
      applicant.candidate.getByText('La empresa puede ver tu hoja de vida en este proceso.'),
    ).toBeVisible();
    await expect(
      applicant.candidate.getByRole('button', { name: 'Dejar de compartir mi hoja de vida' }),
    ).toBeVisible();
    await expectNoAxeViolations(applicant.candidate);
    await snap(applicant.candidate, 'candidate-share-cv');
    await staff.reload();
    const exam = `Reabrir: ${AGENCY_STEPS[0]} de Rosa Gómez`;
    await hiring.getByRole('button', { name: exam }).click();
    await expect(staff.getByText(`«${AGENCY_STEPS[0]}» quedó pendiente.`).last()).toBeVisible();
    await hiring.getByRole('button', { name: `Marcar completado: ${AGENCY_STEPS[0]} de Rosa Gómez` }).click();
    await expect(staff.getByText('¡Contratación completa!').last()).toBeVisible();
    await applicant.candidate.goto('/?tab=applications');
    await expect(applicant.candidate.getByRole('main')).toContainText('Contratado');
    await company.reload();
    await company.getByRole('button', { name: 'Atrás' }).click();
    const cv = company
      .getByRole('link', { name: 'Ver la hoja de vida de Rosa Gómez' })
      .filter({ visible: true });
    // Each opening goes through the portal, which checks her authorization and logs who opened it.
    await expect(cv).toHaveAttribute('href', /\/hoja-de-vida$/);
    const opened = await company.request.get((await cv.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/pdf/);
    await company.getByRole('button', { name: 'Siguiente' }).click();
    await company.getByRole('button', { name: 'Siguiente' }).click();
    // A card per person on a phone, the table from 640 px.
    await expect(
      company
        .getByRole('row', { name: /Rosa Gómez/ })
        .or(company.getByRole('list', { name: 'Candidatos contratados' }).getByRole('listitem'))
        .filter({ visible: true }),
    ).toContainText('Rosa Gómez');
    await snap(company, 'client-hired');
    await applicant.candidate.goto('/mis-datos');
    await expect(
      applicant.candidate.getByRole('region', { name: 'Quién abrió tus documentos' }),
    ).toContainText('Hoja de vida');
  });
}
