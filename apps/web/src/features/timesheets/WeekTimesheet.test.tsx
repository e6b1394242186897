import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timesheet } from '@portal/shared/timesheets/timesheet';
import { renderWithProviders } from '@/testing/render';
import { WeekTimesheet } from './WeekTimesheet';

const sunday = {
  clave: 'recargo_dominical_festivo' as const,
  etiqueta: 'Recargo por trabajo en domingo o festivo',
  valor: 90,
  fuente: 'Ley 2466 de 2025, art. 14 (CST art. 179)',
  vigente_desde: '2026-07-01',
};
const week = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];
const sheet: Timesheet = {
  id_mision: 7,
  trabajador: 'Ana María Rodríguez',
  cargo: 'Auxiliar de bodega',
  empresa: 'Logística Andina S.A.S.',
  semana: '2026-11-16',
  fin_semana: '2026-11-22',
  desde: '2026-10-28',
  hasta: '2026-11-27',
  estado: 'devuelta',
  comentario: 'El domingo saliste a las 14:00, no a las 15:30.',
  revisada_en: '2026-11-24T14:00:00.000Z',
  editable: true,
  turnos: [
    {
      id: 31,
      fecha: '2026-11-22',
      inicio: '07:00',
      fin: '15:30',
      dia_siguiente: false,
      descansos: [{ inicio: '12:00', fin: '12:30' }],
      minutos: 480,
      origen: 'trabajador',
    },
  ],
  dias: week.map((dia) => ({
    dia,
    descanso: dia === '2026-11-22' ? 'domingo' : null,
    horas:
      dia === '2026-11-22' ? [{ tipo: 'dominical_diurna', minutos: 480, recargo: 90, reglas: [sunday] }] : [],
  })),
  totales: [{ tipo: 'dominical_diurna', minutos: 480, recargo: 90 }],
  total_minutos: 480,
  ajustes: [{ dia: '2026-11-22', tipo: 'dominical_diurna', minutos: -90, motivo: 'Salió a las 14:00.' }],
  limites: [
    {
      clave: 'jornada_maxima_semanal',
      etiqueta: 'Jornada máxima semanal',
      valor: 42,
      fuente: 'Ley 2101 de 2021, art. 3',
      vigente_desde: '2026-07-15',
    },
  ],
};

// The network is the edge: the week, and what a new shift sends (refused the first time).
const sent: { url: string; method: string; body: unknown }[] = [];
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(sheet));
    sent.push({ url: String(url), method: init!.method!, body: JSON.parse(String(init!.body)) });
    const message = 'Ese turno se cruza con otro ya registrado el 22 de noviembre de 2026 de 07:00 a 15:30.';
    return new Response(JSON.stringify({ code: 'CONFLICT', message }), { status: 409 });
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe("the worker's week", () => {
  it('shows each day with its shifts, its hours by kind and why, the return comment and the limit', async () => {
    serve();
    renderWithProviders(<WeekTimesheet area="candidate" idMision={7} />, {
      path: '/mis-horas/7?semana=2026-11-18',
    });
    expect(await screen.findByRole('heading', { name: 'Domingo, 22 de noviembre' })).toBeTruthy();
    expect(screen.getByText('Semana del 16 al 22 de noviembre de 2026')).toBeTruthy();
    expect(screen.getByText('Auxiliar de bodega en Logística Andina S.A.S.')).toBeTruthy();
    expect(screen.getByText('Devuelta para corregir')).toBeTruthy();
    expect(screen.getByText('«El domingo saliste a las 14:00, no a las 15:30.»')).toBeTruthy();
    const shifts = screen.getByRole('list', { name: 'Turnos del domingo, 22 de noviembre' });
    expect(within(shifts).getByText('07:00 a 15:30')).toBeTruthy();
    expect(within(shifts).getByText('Descanso: 12:00 a 12:30')).toBeTruthy();
    expect(within(shifts).getByRole('button', { name: 'Editar el turno de 07:00 a 15:30' })).toBeTruthy();
    const hours = screen.getByRole('list', { name: 'Horas del domingo, 22 de noviembre por tipo' });
    const why = hours.querySelector('details')!;
    expect(within(why).getByText('Dominical o festiva diurna')).toBeTruthy();
    expect(within(why).getByText('8 h · Recargo 90 %')).toBeTruthy();
    expect(within(why).getByRole('listitem').textContent).toBe(
      'Recargo por trabajo en domingo o festivo 90 % — Ley 2466 de 2025, art. 14 (CST art. 179), desde el 1 de julio de 2026',
    );
    expect(screen.getByRole('table', { name: 'Horas de la semana por tipo' })).toBeTruthy();
    const adjustments = screen.getByRole('region', { name: 'Ajustes de la agencia' });
    expect(within(adjustments).getByRole('listitem').textContent).toBe(
      'Domingo, 22 de noviembre · Dominical o festiva diurna · −1 h 30 minSalió a las 14:00.',
    );
    expect(
      screen.getByText(
        'Jornada máxima semanal 42 horas — Ley 2101 de 2021, art. 3, desde el 15 de julio de 2026',
      ),
    ).toBeTruthy();
  }, 30_000);

  it('sends a new shift with its breaks and shows why the server refused it', async () => {
    serve();
    renderWithProviders(<WeekTimesheet area="candidate" idMision={7} />, {
      path: '/mis-horas/7?semana=2026-11-16',
    });
    // One for wide screens and one for phones, which CSS shows one at a time (jsdom has no CSS).
    fireEvent.click((await screen.findAllByRole('button', { name: 'Registrar un turno' }))[0]!);
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar un turno' }));
    const day = dialog.getByLabelText('Fecha del turno') as HTMLInputElement;
    // The last day of the week on screen, within the assignment's days.
    expect([day.value, day.min, day.max]).toEqual(['2026-11-22', '2026-10-28', '2026-11-27']);
    fireEvent.change(dialog.getByLabelText('Entrada'), { target: { value: '22:00' } });
    fireEvent.change(dialog.getByLabelText('Salida'), { target: { value: '06:00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Añadir descanso' }));
    const pause = within(dialog.getByRole('group', { name: 'Descanso 1' }));
    fireEvent.change(pause.getByLabelText('Inicio'), { target: { value: '02:00' } });
    fireEvent.change(pause.getByLabelText('Fin'), { target: { value: '02:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar turno' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/^Ese turno se cruza con otro/);
    expect(sent).toEqual([
      {
        url: '/api/candidate/assignments/7/shifts',
        method: 'POST',
        body: {
          fecha: '2026-11-22',
          inicio: '22:00',
          fin: '06:00',
          descansos: [{ inicio: '02:00', fin: '02:30' }],
        },
      },
    ]);
  }, 30_000);
});
