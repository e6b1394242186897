import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bogotaToday } from '../../packages/shared/src/bogota-time';
import { addDays } from '../../packages/shared/src/calendar-days';
import { CSRF_COOKIE } from '../../packages/shared/src/constants';
import { periodEnd } from '../../packages/shared/src/timesheets/payroll';
import { mondayOf } from '../../packages/shared/src/timesheets/local-time';
import { SHIFT_IMPORT_COLUMNS } from '../../packages/shared/src/timesheets/shift-import';
import { companySignIn, snap, staffSignIn } from '../staff/support';
import { apiAsPage, demoWorkerMissions, expectNoAxeViolations } from './support';

// Issue 32: the worker enters a shift of an ended week on her phone and sees its hours classified
// (and why); the company adds one from a spreadsheet and approves that week at a desk, after which
// neither side can change it; the agency closes the quincena of her shift and downloads its payroll.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Week {
  semana: string;
  desde: string;
  estado: string;
}

interface Span {
  inicio: string;
  fin: string;
}

/**
 * The most recent ended week of the assignment with no shifts yet (the demo data fills others) whose
 * day to work is in no closed payroll period: a second run on the same database closed one.
 */
async function emptyEndedWeek(worker: Page, idMision: number, closed: Span[]) {
  for (let back = 1; back <= 8; back += 1) {
    const monday = addDays(mondayOf(bogotaToday()), -7 * back);
    const week = await apiAsPage<Week>(
      worker,
      `/api/candidate/assignments/${idMision}/timesheet?semana=${monday}`,
    );
    if (addDays(monday, 6) < week.desde) break;
    const tuesday = addDays(monday, 1);
    const day = tuesday >= week.desde ? tuesday : week.desde;
    if (week.estado === 'sin_turnos' && !closed.some((span) => span.inicio <= day && day <= span.fin))
      return { back, monday, day };
  }
  throw new Error('La misión de la candidata de demostración no tiene una semana terminada sin turnos');
}

/** The quincena that holds `day` (1–15 or 16–end of month). */
function quincenaOf(day: string): Span {
  const inicio = `${day.slice(0, 8)}${Number(day.slice(8)) >= 16 ? '16' : '01'}`;
  return { inicio, fin: periodEnd('quincena', inicio)! };
}

/** A spreadsheet of shifts as the company fills the template: its columns, then one row a shift. */
const shiftsCsv = (rows: string[][]) => ({
  name: 'turnos.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([SHIFT_IMPORT_COLUMNS, ...rows].map((row) => row.join(';')).join('\r\n'), 'utf8'),
});

/**
 * Setup, not the journey: closing needs every week with shifts in the period approved, across every
 * company, and the demo data leaves last week waiting for the company; on some dates it falls in the
 * quincena, so the company approves what waits through the API.
 */
async function approveWaitingWeeks(admin: Page, company: Page, period: Span) {
  const status = (await (
    await admin.request.get(`/api/staff/payroll-periods/status?tipo=quincena&inicio=${period.inicio}`)
  ).json()) as { semanas_pendientes: { id_mision: number; semana: string }[] };
  const csrf = (await company.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  for (const week of status.semanas_pendientes) {
    const answer = await company.request.post('/api/client/timesheets/review', {
      data: { semana: week.semana, misiones: [week.id_mision], decision: 'aprobar' },
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

const goBack = async (page: Page, weeks: number, monday: string) => {
  for (let step = 0; step < weeks; step += 1)
    await page.getByRole('button', { name: 'Semana anterior' }).click();
  const day = Number(monday.slice(8));
  await expect(page.getByRole('navigation', { name: 'Cambiar de semana' })).toContainText(
    `Semana del ${day} `,
  );
};

test('a phone shift is classified, the company imports one and approves the week, payroll closes', async ({
  browser,
  baseURL,
}) => {
  // The admin signs in first only to know the closed periods, which the shifts below must avoid.
  const admin = await (await browser.newContext({ baseURL, locale: 'es-CO', viewport: DESKTOP })).newPage();
  await staffSignIn(admin, 'admin@portal.local');
  const closed = (await (await admin.request.get('/api/staff/payroll-periods')).json()) as Span[];

  // The worker, on her phone: from 'Mis misiones' to the hours of her running assignment.
  const { page: worker, missions } = await demoWorkerMissions(browser, baseURL, PHONE);
  await missions.getByRole('link', { name: /^Mis horas en Logística Andina/ }).click();
  await expect(worker.getByRole('heading', { name: 'Mis horas', level: 1 })).toBeVisible();
  const idMision = Number(new URL(worker.url()).pathname.split('/').pop());
  const target = await emptyEndedWeek(worker, idMision, closed);
  await goBack(worker, target.back, target.monday);
  await expect(worker.getByText('Sin turnos', { exact: true }).first()).toBeVisible();

  // An evening shift with a break: one ordinary hour by day, then night hours with their surcharge.
  await worker.getByRole('button', { name: 'Registrar un turno' }).click();
  const form = worker.getByRole('dialog', { name: 'Registrar un turno' });
  await form.getByLabel('Fecha del turno').fill(target.day);
  await form.getByLabel('Entrada').fill('18:00');
  await form.getByLabel('Salida').fill('23:00');
  await form.getByRole('button', { name: 'Añadir descanso' }).click();
  const pause = form.getByRole('group', { name: 'Descanso 1' });
  await pause.getByLabel('Inicio').fill('20:00');
  await pause.getByLabel('Fin').fill('20:30');
  await expectNoAxeViolations(worker);
  await form.getByRole('button', { name: 'Guardar turno' }).click();
  await expect(worker.getByText('Turno guardado.').first()).toBeVisible();
  const shifts = worker.getByRole('list', { name: /^Turnos del / });
  await expect(shifts).toContainText('18:00 a 23:00 · 4 h 30 min trabajadas');
  await expect(shifts).toContainText('Descanso: 20:00 a 20:30');
  const hours = worker.getByRole('list', { name: /^Horas del .* por tipo$/ });
  await expect(hours.getByRole('listitem')).toHaveText([
    /^Ordinaria diurna\s*1 h · Sin recargo$/,
    /^Ordinaria nocturna\s*3 h 30 min · Recargo 35 %/,
  ]);
  await hours.getByText('Ver por qué').click();
  await expect(hours).toContainText('Recargo por trabajo nocturno 35 % — CST art. 168 num. 1');
  await expect(hours).toContainText('Hora en que empieza el trabajo nocturno 19:00 — Ley 2466 de 2025');
  await expect(worker.getByText('Espera aprobación de la empresa')).toBeVisible();
  await expectNoAxeViolations(worker);
  await snap(worker, 'timesheet-worker-week');

  // The same shift again crosses the first: the server's reason shows in the form.
  await worker.getByRole('button', { name: 'Registrar un turno' }).click();
  await form.getByLabel('Fecha del turno').fill(target.day);
  await form.getByLabel('Entrada').fill('19:00');
  await form.getByLabel('Salida').fill('21:00');
  await form.getByRole('button', { name: 'Guardar turno' }).click();
  await expect(form.getByRole('alert')).toContainText('Ese turno se cruza con otro ya registrado');
  await form.getByRole('button', { name: 'Cancelar' }).click();

  // The company, at a desk: 'Horas', the same week, the worker chosen and approved.
  const company = await companySignIn(browser, baseURL, DESKTOP);
  await company
    .getByRole('navigation', { name: 'Área de clientes' })
    .getByRole('link', { name: 'Horas' })
    .click();
  await expect(company.getByRole('heading', { name: 'Horas por aprobar', level: 1 })).toBeVisible();
  await goBack(company, target.back, target.monday);
  const table = company.getByRole('table', { name: 'Semanas de tus trabajadores' });
  const row = table.getByRole('row').filter({ hasText: 'Ana María Rodríguez' });
  await expect(row).toContainText('Espera aprobación de la empresa');
  await expect(row).toContainText('4 h 30 min');

  // Before approving, the company imports a day shift of hers the next day from a spreadsheet: first a
  // file with a wrong row (nothing saved, the row and why), then the fixed file, checked and saved.
  await company.getByRole('button', { name: 'Importar turnos' }).click();
  const upload = company.getByRole('dialog', { name: 'Importar turnos' });
  await expect(upload.getByRole('link', { name: 'Excel' })).toHaveAttribute(
    'href',
    '/api/client/shifts/template?formato=xlsx',
  );
  const nextDay = addDays(target.day, 1);
  const good = ['1020304050', nextDay, '08:00', '16:00', '12:00', '12:30'];
  await upload
    .getByLabel('Archivo de turnos')
    .setInputFiles(shiftsCsv([good, ['1020304050', nextDay, '17:00', '19:00', '18:00', '']]));
  await upload.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(upload.getByRole('alert')).toHaveText(
    'Hay 1 fila con errores: corrígela y vuelve a subir el archivo. No se guardó nada.',
  );
  await expect(upload.getByRole('table', { name: 'Filas con errores' }).getByRole('row').last()).toHaveText(
    /^3\s*Escribe el descanso completo \(desde y hasta\) o déjalo vacío\.$/,
  );
  await expect(upload.getByRole('button', { name: 'Guardar turnos' })).toBeDisabled();
  await expectNoAxeViolations(company);
  await snap(company, 'timesheet-import-errors');
  await upload.getByLabel('Archivo de turnos').setInputFiles(shiftsCsv([good]));
  await upload.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(upload.getByText('El archivo está bien: 1 turno listo para guardar.')).toBeVisible();
  await upload.getByRole('button', { name: 'Guardar turnos' }).click();
  await expect(company.getByText('Se guardó 1 turno.').first()).toBeVisible();
  await expect(upload).toHaveCount(0);
  await expect(row).toContainText('12 h');
  await row.getByRole('checkbox', { name: 'Seleccionar a Ana María Rodríguez' }).check();
  await expectNoAxeViolations(company);
  await company.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const confirm = company.getByRole('alertdialog', { name: '¿Aprobar la semana de Ana María Rodríguez?' });
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(company.getByText('Semana aprobada.').first()).toBeVisible();
  await expect(row).toContainText('Aprobada');
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await snap(company, 'timesheet-company-list');

  // Its week, as the company reads it: approved, nothing to change.
  await row.getByRole('link', { name: 'Ana María Rodríguez' }).click();
  await expect(company.getByRole('heading', { name: 'Ana María Rodríguez', level: 1 })).toBeVisible();
  await expect(company.getByText(/^Esta semana está aprobada/)).toBeVisible();
  await expect(company.getByRole('button', { name: 'Registrar un turno' })).toHaveCount(0);
  await expectNoAxeViolations(company);
  await snap(company, 'timesheet-company-week');

  // Back on the phone, the week reads approved and its shift can no longer be edited.
  await worker.reload();
  await expect(worker.getByText('Aprobada', { exact: true })).toBeVisible();
  await expect(worker.getByRole('button', { name: /^Editar el turno/ })).toHaveCount(0);

  // The agency: 'Nómina', the quincena of her shift closed and its payroll downloaded as CSV.
  const period = quincenaOf(target.day);
  await approveWaitingWeeks(admin, company, period);
  await admin
    .getByRole('navigation', { name: 'Panel de la agencia' })
    .getByRole('link', { name: 'Nómina' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Nómina', level: 1 })).toBeVisible();
  await admin.getByLabel('Periodo', { exact: true }).selectOption(period.inicio);
  const chosen = admin.getByRole('region', { name: /^Quincena del / });
  await expect(chosen).toContainText('Todas las semanas con turnos del periodo están aprobadas.');
  await expectNoAxeViolations(admin);
  await chosen.getByRole('button', { name: 'Cerrar periodo' }).click();
  await admin
    .getByRole('alertdialog', { name: '¿Cerrar el periodo?' })
    .getByRole('button', { name: 'Cerrar periodo' })
    .click();
  await expect(admin.getByText(/^Periodo cerrado\./).first()).toBeVisible();
  await expect(chosen).toContainText(/Cerrado el /);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    chosen.getByRole('button', { name: 'Nómina (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`nomina-${period.inicio}-a-${period.fin}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/);
  const hers = lines.filter((line) => line.startsWith('"1020304050";'));
  expect(hers.some((line) => line.includes('"Ordinaria nocturna"'))).toBe(true);
  await expectNoAxeViolations(admin);
  await snap(admin, 'payroll-closed');
});
