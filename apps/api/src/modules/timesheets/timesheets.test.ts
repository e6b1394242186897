import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_COLUMNS, PAYROLL_COLUMNS, payrollMessages } from '@portal/shared/timesheets/payroll';
import {
  SHIFT_IMPORT_COLUMNS,
  shiftImportMessages as importMessages,
} from '@portal/shared/timesheets/shift-import';
import { SHIPPED_TIME_FIGURES } from '@portal/shared/timesheets/shipped-figures';
import {
  type Timesheet,
  timesheetMessages as messages,
  timesheetSchema,
  weekReviewListSchema,
} from '@portal/shared/timesheets/timesheet';
import { asCandidate, asDemoCandidate, type CandidateActor } from '../../test-support/actors.js';
import { multipartBody } from '../../test-support/documents.js';
import { approvedHire } from '../../test-support/hires.js';
import { asStaff, companyIdAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 32 items 1–3: shifts entered on an assignment, the week classified under the law in force
// each day, and the company's approval; each side reaches only its own.
let ctx: TestContext;
let director: StaffActor;
let admin: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let worker: CandidateActor;
let stranger: CandidateActor;
let mission: number;

const shift = (fecha: string, inicio: string, fin: string, descansos: object[] = []) => ({
  fecha,
  inicio,
  fin,
  descansos,
});
const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  headers: object,
  payload?: object | Buffer,
) => ctx.app.inject({ method, url: `/api${url}`, headers: headers as Record<string, string>, payload });
const addAs = (who: { headers: object }, side: 'candidate' | 'client', body: object, id = mission) =>
  call('POST', `/${side}/assignments/${id}/shifts`, who.headers, body);
async function weekAs(who: { headers: object }, side: 'candidate' | 'client' | 'staff', semana: string) {
  const res = await call('GET', `/${side}/assignments/${mission}/timesheet?semana=${semana}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return timesheetSchema.parse(res.json());
}
const hoursOf = (sheet: Timesheet, day: string) =>
  Object.fromEntries(
    sheet.dias.find((d) => d.dia === day)!.horas.map((h) => [`${h.tipo} ${h.recargo}%`, h.minutos / 60]),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  // Wednesday 22 July 2026, noon in Bogotá: the week of 13 July is over, the 42-hour week began on the 15th.
  ctx.app.clock.now = () => new Date('2026-07-22T17:00:00Z');
  director = await asStaff(ctx, 'director@portal.local');
  admin = await asStaff(ctx, 'admin@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  const hire = await approvedHire(ctx, director, '58320001', await companyIdAs(ctx, director));
  worker = hire.candidate;
  stranger = await asCandidate(ctx, '58320002', 'Otra Persona');
  const res = await call('POST', '/staff/assignments', director.headers, {
    id_postulacion: hire.id,
    causal: 'incremento',
    servicio: 'Auxiliar de bodega',
    inicio: '2026-07-01',
    fin_previsto: '2026-12-31',
    salario: 1_900_000,
    tiempo_completo: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  mission = res.json().id;
});
afterAll(() => ctx.close());

describe('the figures of time', () => {
  it('are in the database exactly as the classification tests read them', async () => {
    const res = await call('GET', '/staff/legal-figures', admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (
      res.json().parametros as {
        clave: string;
        valores: { vigente_desde: string; valor: number; fuente: string }[];
      }[]
    ).flatMap((p) =>
      p.valores.map((v) => ({
        clave: p.clave,
        vigente_desde: v.vigente_desde,
        valor: v.valor,
        fuente: v.fuente,
      })),
    );
    for (const figure of SHIPPED_TIME_FIGURES) expect(stored).toContainEqual(figure);
  });
});

describe('a week entered by the worker on her phone', () => {
  it('is classified with the 42-hour week from Wednesday 15 July and a Sunday night in overtime', async () => {
    for (const day of ['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-18']) {
      const res = await addAs(worker, 'candidate', shift(day, '08:00', '16:00'));
      expect(res.statusCode, res.body).toBe(201);
    }
    const sunday = await addAs(worker, 'candidate', shift('2026-07-19', '20:00', '00:00'));
    expect(sunday.statusCode, sunday.body).toBe(201);

    const sheet = await weekAs(worker, 'candidate', '2026-07-16');
    expect(sheet).toMatchObject({
      semana: '2026-07-13',
      fin_semana: '2026-07-19',
      estado: 'pendiente',
      editable: true,
    });
    expect(sheet.limites.map((l) => `${l.valor} ${l.vigente_desde}`)).toEqual([
      '44 2025-07-15',
      '42 2026-07-15',
    ]);
    expect(hoursOf(sheet, '2026-07-18')).toEqual({ 'ordinaria_diurna 0%': 2, 'extra_diurna 25%': 6 });
    expect(hoursOf(sheet, '2026-07-19')).toEqual({ 'extra_dominical_nocturna 165%': 4 });
    const sundayRules = sheet.dias.find((d) => d.dia === '2026-07-19')!.horas[0]!.reglas;
    expect(sundayRules.map((r) => `${r.clave} ${r.valor} ${r.fuente}`)).toContain(
      'recargo_dominical_festivo 90 Ley 2466 de 2025, art. 14 (CST art. 179)',
    );
    expect(sheet.total_minutos).toBe(52 * 60);
    expect(sheet.turnos.find((t) => t.fecha === '2026-07-19')).toMatchObject({
      inicio: '20:00',
      fin: '00:00',
      dia_siguiente: true,
    });
  });

  it('refuses, in Spanish, a shift that crosses another, an impossible one, a future one and one outside the assignment', async () => {
    const cases: [object, number, string][] = [
      [
        shift('2026-07-14', '15:00', '18:00'),
        409,
        'Ese turno se cruza con otro ya registrado el 14 de julio de 2026 de 08:00 a 16:00.',
      ],
      [shift('2026-07-20', '09:00', '09:00'), 400, messages.sameStartEnd],
      [
        shift('2026-07-20', '08:00', '12:00', [{ inicio: '13:00', fin: '13:30' }]),
        400,
        messages.breakOutside,
      ],
      [
        shift('2026-07-20', '08:00', '12:00', [
          { inicio: '09:00', fin: '10:00' },
          { inicio: '09:30', fin: '10:30' },
        ]),
        400,
        messages.breaksOverlap,
      ],
      [
        shift('2026-07-20', '08:00', '09:00', [{ inicio: '08:00', fin: '09:00' }]),
        400,
        messages.nothingWorked,
      ],
      [shift('2026-07-22', '10:00', '14:00'), 400, messages.notYet],
      [
        shift('2026-06-30', '08:00', '12:00'),
        400,
        'El turno debe quedar dentro de la misión: del 1 de julio de 2026 al 22 de julio de 2026.',
      ],
      [shift('2026-02-30', '08:00', '12:00'), 400, messages.dayInvalid],
      [shift('2026-07-20', '8:00', '12:00'), 400, messages.timeInvalid],
      [shift('9999-12-31', '08:00', '12:00'), 400, messages.dayInvalid],
    ];
    for (const [body, status, message] of cases) {
      const res = await addAs(worker, 'candidate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('answers 400, not 500, for a week far outside this century', async () => {
    for (const url of [
      `/candidate/assignments/${mission}/timesheet?semana=9999-12-31`,
      '/client/timesheets?semana=0001-01-01',
    ]) {
      const res = await call('GET', url, url.startsWith('/candidate') ? worker.headers : company.headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(messages.weekInvalid);
    }
  });

  it('is reached by nobody else: another worker, another company, and the agency only reads', async () => {
    expect(
      (await call('GET', `/candidate/assignments/${mission}/timesheet`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await addAs(stranger, 'candidate', shift('2026-07-20', '08:00', '12:00'))).statusCode).toBe(404);
    expect(
      (await call('GET', `/client/assignments/${mission}/timesheet`, otherCompany.headers)).statusCode,
    ).toBe(404);
    const mine = (await weekAs(worker, 'candidate', '2026-07-13')).turnos[0]!;
    expect(
      (
        await call(
          'PUT',
          `/candidate/shifts/${mine.id}`,
          stranger.headers,
          shift('2026-07-13', '08:00', '15:00'),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/client/shifts/${mine.id}`, otherCompany.headers)).statusCode).toBe(404);
    expect((await weekAs(director, 'staff', '2026-07-13')).editable).toBe(false);
    const agencyAdds = await addAs(director, 'client', shift('2026-07-20', '08:00', '12:00'));
    expect(agencyAdds.statusCode).toBe(403);
    const list = weekReviewListSchema.parse(
      (await call('GET', '/client/timesheets?semana=2026-07-13', otherCompany.headers)).json(),
    );
    expect(list.semanas.map((s) => s.id_mision)).not.toContain(mission);
  });
});

describe('the company imports shifts from a spreadsheet', () => {
  const upload = (csv: string, modo: 'dry_run' | 'commit', who = company) => {
    const body = multipartBody(
      {},
      { name: 'turnos.csv', contentType: 'text/csv', data: Buffer.from(`\uFEFF${csv}`) },
    );
    return call(
      'POST',
      `/client/shifts/import?modo=${modo}`,
      { ...who.headers, 'content-type': body.contentType },
      body.payload,
    );
  };
  const header = 'Documento del trabajador;Fecha;Entrada;Salida;Descanso desde;Descanso hasta\r\n';
  // As Spanish Excel saves it: the first with the day first and an hour without its zero.
  const good = '58320001;20/07/2026;6:00;14:00;10:00;10:30\r\n58320001;2026-07-21;22:00:00;06:00;;\r\n';

  it('checks every row, saves nothing while one fails, then saves the whole file', async () => {
    const template = await call('GET', '/client/shifts/template?formato=csv', company.headers);
    expect(template.body.split('\r\n')[0]).toBe(`\uFEFF"${SHIFT_IMPORT_COLUMNS.join('";"')}"`);

    const bad = `${header}${good}58320002;2026-07-20;08:00;12:00;;\r\n58320001;2026-07-20;13:00;15:00;;\r\n58320001;2026-07-19;09:00;;;\r\n`;
    for (const modo of ['dry_run', 'commit'] as const) {
      const res = await upload(bad, modo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        modo,
        total: 5,
        guardados: 0,
        message: importMessages.withErrors(3),
      });
      expect(res.json().errores).toEqual([
        { fila: 4, mensaje: importMessages.unknownWorker('58320002') },
        {
          fila: 5,
          mensaje: 'Ese turno se cruza con otro ya registrado el 20 de julio de 2026 de 06:00 a 14:00.',
        },
        { fila: 6, mensaje: messages.timeInvalid },
      ]);
    }
    expect((await weekAs(company, 'client', '2026-07-20')).turnos).toEqual([]);

    expect((await upload(`${header}${good}`, 'dry_run')).json()).toMatchObject({
      guardados: 0,
      message: importMessages.checked(2),
    });
    expect((await weekAs(company, 'client', '2026-07-20')).turnos).toEqual([]);
    const saved = await upload(`${header}${good}`, 'commit');
    expect(saved.json()).toMatchObject({ guardados: 2, errores: [], message: importMessages.saved(2) });
    const week = await weekAs(worker, 'candidate', '2026-07-20');
    expect(week.turnos.map((t) => [t.fecha, t.inicio, t.fin, t.origen])).toEqual([
      ['2026-07-20', '06:00', '14:00', 'importacion'],
      ['2026-07-21', '22:00', '06:00', 'importacion'],
    ]);
    // Another company's file cannot reach this worker; a file without the template's columns is named.
    expect((await upload(`${header}${good}`, 'dry_run', otherCompany)).json().errores).toHaveLength(2);
    expect((await upload('Documento;Fecha\r\n1;2026-07-20\r\n', 'dry_run')).json().message).toBe(
      importMessages.missingColumns([
        'Documento del trabajador',
        'Entrada',
        'Salida',
        'Descanso desde',
        'Descanso hasta',
      ]),
    );
  });
});

describe('the company reviews the week', () => {
  it('sees each worker with the week total, and returns or approves it; an approved week is locked', async () => {
    const list = weekReviewListSchema.parse(
      (await call('GET', '/client/timesheets?semana=2026-07-13', company.headers)).json(),
    );
    expect(list.terminada).toBe(true);
    expect(list.semanas.find((s) => s.id_mision === mission)).toMatchObject({
      estado: 'pendiente',
      total_minutos: 52 * 60,
    });

    const review = (body: object, who = company) =>
      call('POST', '/client/timesheets/review', who.headers, body);
    expect(
      (await review({ semana: '2026-07-13', misiones: [mission], decision: 'devolver' })).json().message,
    ).toContain(messages.commentRequired);
    expect(
      (await review({ semana: '2026-07-20', misiones: [mission], decision: 'aprobar' })).json().message,
    ).toBe(messages.weekNotOver);
    expect(
      (await review({ semana: '2026-07-13', misiones: [mission], decision: 'aprobar' }, otherCompany))
        .statusCode,
    ).toBe(404);

    const returned = await review({
      semana: '2026-07-13',
      misiones: [mission],
      decision: 'devolver',
      comentario: 'El sábado saliste a las 14:00.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    let sheet = await weekAs(worker, 'candidate', '2026-07-13');
    expect(sheet).toMatchObject({
      estado: 'devuelta',
      comentario: 'El sábado saliste a las 14:00.',
      editable: true,
    });
    const bell = (await call('GET', '/candidate/notifications', worker.headers)).json();
    const told = bell.items.find((item: { evento: string }) => item.evento === 'horas_revisadas');
    expect(told.titulo).toBe('Corrige tus horas de la semana del 13 de julio de 2026');
    expect(told.enlace).toBe(`/mis-horas/${mission}?semana=2026-07-13`);
    expect(told.cuerpo).toContain('El sábado saliste a las 14:00.');

    const saturday = sheet.turnos.find((t) => t.fecha === '2026-07-18')!;
    const fixed = await call(
      'PUT',
      `/candidate/shifts/${saturday.id}`,
      worker.headers,
      shift('2026-07-18', '08:00', '14:00'),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    sheet = await weekAs(company, 'client', '2026-07-13');
    expect(sheet.estado).toBe('pendiente');
    expect(hoursOf(sheet, '2026-07-18')).toEqual({ 'ordinaria_diurna 0%': 2, 'extra_diurna 25%': 4 });

    const approved = await review({ semana: '2026-07-13', misiones: [mission], decision: 'aprobar' });
    expect(approved.json().message).toBe(messages.approved(1));
    sheet = await weekAs(worker, 'candidate', '2026-07-13');
    expect(sheet).toMatchObject({ estado: 'aprobada', editable: false });
    // Approved is final: neither approved again nor returned.
    for (const decision of ['aprobar', 'devolver'])
      expect(
        (await review({ semana: '2026-07-13', misiones: [mission], decision, comentario: 'Otra vez' })).json()
          .message,
      ).toBe(messages.alreadyApproved);
    const locked = await call('DELETE', `/candidate/shifts/${saturday.id}`, worker.headers);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(messages.weekLocked);
  });
});

describe('the agency closes the period and exports it', () => {
  const close = (body: object, who = admin) => call('POST', '/staff/payroll-periods', who.headers, body);
  const csvRows = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('";"'));

  it('waits for every week of the quincena to be approved, then closes it once', async () => {
    expect((await addAs(worker, 'candidate', shift('2026-07-06', '22:00', '06:00'))).statusCode).toBe(201);
    const status = await call(
      'GET',
      '/staff/payroll-periods/status?tipo=quincena&inicio=2026-07-01',
      director.headers,
    );
    expect(status.json()).toMatchObject({ fin: '2026-07-15', terminado: true, id_periodo: null });
    expect(status.json().semanas_pendientes).toEqual([
      expect.objectContaining({ id_mision: mission, semana: '2026-07-06', estado: 'pendiente' }),
    ]);
    const refused = await close({ tipo: 'quincena', inicio: '2026-07-01' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(payrollMessages.weeksPending(1));
    expect((await close({ tipo: 'quincena', inicio: '2026-07-16' })).json().message).toBe(
      payrollMessages.periodNotOver,
    );
    expect((await close({ tipo: 'quincena', inicio: '2026-07-03' })).json().message).toContain(
      payrollMessages.periodStartInvalid,
    );

    await call('POST', '/client/timesheets/review', company.headers, {
      semana: '2026-07-06',
      misiones: [mission],
      decision: 'aprobar',
    });
    expect((await close({ tipo: 'quincena', inicio: '2026-07-01' }, director)).statusCode).toBe(403);
    const closed = await close({ tipo: 'quincena', inicio: '2026-07-01' });
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await close({ tipo: 'quincena', inicio: '2026-07-01' })).json().message).toBe(
      payrollMessages.overlapsClosed,
    );
    const periods = (await call('GET', '/staff/payroll-periods', director.headers)).json();
    expect(periods[0]).toMatchObject({
      id_periodo: closed.json().id,
      inicio: '2026-07-01',
      fin: '2026-07-15',
    });
    // Its days no longer change, even in a week nobody reviewed because it had no shifts.
    expect((await addAs(company, 'client', shift('2026-07-02', '08:00', '10:00'))).json().message).toBe(
      messages.periodClosed,
    );
  });

  it('exports one row per worker and kind, priced with the hours of the month in force each day', async () => {
    const [{ id_periodo }] = (await call('GET', '/staff/payroll-periods', director.headers)).json();
    const res = await call(
      'GET',
      `/staff/payroll-periods/${id_periodo}/payroll?formato=csv`,
      director.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="nomina-2026-07-01-a-2026-07-15.csv"',
    );
    const [titles, ...rows] = csvRows(res.body);
    expect(titles).toEqual([...PAYROLL_COLUMNS]);
    const mine = rows.filter((row) => row[0] === '58320001').map((row) => row.slice(4, 10));
    // 44-hour week (220 a month) on 13 and 14 July, 42 (210) from the 15th; the Monday 6 July night
    // shift is 8 night hours (22:00–06:00) of which 2 before midnight and 6 on Tuesday.
    expect(mine).toEqual(
      expect.arrayContaining([
        ['Ordinaria nocturna', '8,00', '35', '8.636', '93.273', '24.182'],
        ['Ordinaria diurna', '16,00', '0', '8.636', '138.182', '0'],
        ['Ordinaria diurna', '8,00', '0', '9.048', '72.381', '0'],
      ]),
    );
    expect(mine).toHaveLength(3);

    const xlsx = await call(
      'GET',
      `/staff/payroll-periods/${id_periodo}/billing?formato=xlsx`,
      director.headers,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const billing = csvRows(
      (await call('GET', `/staff/payroll-periods/${id_periodo}/billing?formato=csv`, director.headers)).body,
    );
    expect(billing[0]).toEqual([...BILLING_COLUMNS]);
    expect(billing.slice(1)).toContainEqual([
      'Logística Andina S.A.S.',
      expect.any(String),
      'Auxiliar de bodega',
      '1',
      'Ordinaria diurna',
      '24,00',
      '0',
      '210.563',
    ]);
    const other = await call(
      'GET',
      `/staff/payroll-periods/${id_periodo}/payroll?formato=csv`,
      company.headers,
    );
    expect(other.statusCode).toBe(403);
  });

  it('corrects approved hours with an audited adjustment, never in a closed period or an open week', async () => {
    const adjust = (body: object, who = director) =>
      call('POST', `/staff/assignments/${mission}/time-adjustments`, who.headers, body);
    const body = {
      dia: '2026-07-18',
      tipo: 'extra_diurna',
      horas: 1.5,
      motivo: 'Se quedó a cubrir el cierre de inventario.',
    };
    const saved = await adjust(body);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await weekAs(worker, 'candidate', '2026-07-18')).ajustes).toEqual([
      { dia: '2026-07-18', tipo: 'extra_diurna', minutos: 90, motivo: body.motivo },
    ]);
    expect((await adjust({ ...body, dia: '2026-07-14' })).json().message).toBe(
      payrollMessages.adjustmentPeriodClosed,
    );
    expect((await adjust({ ...body, dia: '2026-07-20' })).json().message).toBe(
      payrollMessages.adjustmentWeekNotApproved,
    );
    expect((await adjust({ ...body, horas: 0 })).json().message).toContain(
      payrollMessages.adjustmentHoursInvalid,
    );
    // Nothing below zero, no Sunday kind on a Saturday, no day past 24 hours.
    expect((await adjust({ ...body, tipo: 'ordinaria_nocturna', horas: -1 })).json().message).toBe(
      payrollMessages.adjustmentBelowZero,
    );
    expect((await adjust({ ...body, tipo: 'dominical_diurna', horas: 1 })).json().message).toBe(
      payrollMessages.adjustmentWorkingDayKind,
    );
    expect((await adjust({ ...body, horas: 20 })).json().message).toBe(payrollMessages.adjustmentPastDay);
    expect((await adjust(body, await asStaff(ctx, 'disenador@portal.local'))).statusCode).toBe(403);
    const audit = await call('GET', `/audit?entidad=mision&entidad_id=${mission}`, admin.headers);
    expect(audit.json().map((entry: { accion: string }) => entry.accion)).toEqual(
      expect.arrayContaining(['ajustar_horas', 'aprobar_horas', 'devolver_horas']),
    );
  });
});

describe('the demo data', () => {
  it('gives the demo candidate an approved week and a week waiting with a Sunday evening past 19:00', async () => {
    const fresh = await createTestApp();
    try {
      const ana = await asDemoCandidate(fresh);
      const [assignment] = (
        await fresh.app.inject({ url: '/api/candidate/assignments', headers: ana.headers })
      ).json();
      const week = async (offset: number) => {
        const day = new Date(Date.now() - 5 * 3600_000 - offset * 7 * 86_400_000).toISOString().slice(0, 10);
        const res = await fresh.app.inject({
          url: `/api/candidate/assignments/${assignment.id}/timesheet?semana=${day}`,
          headers: ana.headers,
        });
        return timesheetSchema.parse(res.json());
      };
      const [last, before] = [await week(1), await week(2)];
      expect(before.estado).toBe('aprobada');
      expect(last.estado).toBe('pendiente');
      const sunday = last.dias[6]!;
      expect(sunday.descanso).toBe('domingo');
      expect(sunday.horas.some((h) => h.tipo.endsWith('dominical_nocturna'))).toBe(true);
      expect(before.totales.some((h) => h.tipo.startsWith('extra_'))).toBe(true);
      for (const sheet of [last, before])
        expect(sheet.total_minutos).toBe(sheet.turnos.reduce((sum, t) => sum + t.minutos, 0));
    } finally {
      await fresh.close();
    }
  });
});
