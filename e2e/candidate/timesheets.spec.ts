import { expect, test, type Page } from '@playwright/test';
import { bogotaToday } from '../../packages/shared/src/bogota-time';
import { addDays } from '../../packages/shared/src/calendar-days';
import { mondayOf } from '../../packages/shared/src/timesheets/local-time';
import { companySignIn, snap } from '../staff/support';
import { apiAsPage, demoWorkerMissions, expectNoAxeViolations } from './support';

// Issue 32: the worker enters a shift of an ended week on her phone and sees its hours classified
// (and why); the company approves that week at a desk, after which neither side can change it.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Week {
  semana: string;
  desde: string;
  estado: string;
}

/** The most recent ended week of the assignment with no shifts yet (the demo data fills others). */
async function emptyEndedWeek(worker: Page, idMision: number) {
  for (let back = 1; back <= 8; back += 1) {
    const monday = addDays(mondayOf(bogotaToday()), -7 * back);
    const week = await apiAsPage<Week>(
      worker,
      `/api/candidate/assignments/${idMision}/timesheet?semana=${monday}`,
    );
    if (addDays(monday, 6) < week.desde) break;
    if (week.estado === 'sin_turnos') {
      const tuesday = addDays(monday, 1);
      return { back, monday, day: tuesday >= week.desde ? tuesday : week.desde };
    }
  }
  throw new Error('La misión de la candidata de demostración no tiene una semana terminada sin turnos');
}

const goBack = async (page: Page, weeks: number, monday: string) => {
  for (let step = 0; step < weeks; step += 1)
    await page.getByRole('button', { name: 'Semana anterior' }).click();
  const day = Number(monday.slice(8));
  await expect(page.getByRole('navigation', { name: 'Cambiar de semana' })).toContainText(
    `Semana del ${day} `,
  );
};

test('a shift entered on a phone is classified and the company approves its week', async ({
  browser,
  baseURL,
}) => {
  // The worker, on her phone: from 'Mis misiones' to the hours of her running assignment.
  const { page: worker, missions } = await demoWorkerMissions(browser, baseURL, PHONE);
  await missions.getByRole('link', { name: /^Mis horas en Logística Andina/ }).click();
  await expect(worker.getByRole('heading', { name: 'Mis horas', level: 1 })).toBeVisible();
  const idMision = Number(new URL(worker.url()).pathname.split('/').pop());
  const target = await emptyEndedWeek(worker, idMision);
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
});
