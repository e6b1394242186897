import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShiftImportResult } from '@portal/shared/timesheets/shift-import';
import type { WeekReviewList } from '@portal/shared/timesheets/timesheet';
import { renderWithProviders } from '@/testing/render';
import { ReviewScreen } from './ReviewScreen';

const list: WeekReviewList = {
  semana: '2026-11-16',
  fin_semana: '2026-11-22',
  terminada: true,
  semanas: [],
};

const answer = (
  modo: ShiftImportResult['modo'],
  errores: ShiftImportResult['errores'],
): ShiftImportResult => ({
  modo,
  total: 2,
  guardados: modo === 'commit' && errores.length === 0 ? 2 : 0,
  errores,
  message: errores.length
    ? 'Hay 1 fila con errores: corrígela y vuelve a subir el archivo. No se guardó nada.'
    : modo === 'commit'
      ? 'Se guardaron 2 turnos.'
      : 'El archivo está bien: 2 turnos listos para guardar.',
});

// The network is the edge: the company's list, and each file sent with its mode.
const sent: { modo: string | null; file: string }[] = [];
let listReads = 0;
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') {
      listReads += 1;
      return new Response(JSON.stringify(list));
    }
    const file = (init!.body as FormData).get('file') as File;
    const modo = new URL(url, 'http://portal.test').searchParams.get('modo');
    sent.push({ modo, file: file.name });
    const bad = file.name.startsWith('malo');
    return new Response(
      JSON.stringify(
        answer(
          modo as ShiftImportResult['modo'],
          bad ? [{ fila: 3, mensaje: 'Ese turno se cruza con otro ya registrado.' }] : [],
        ),
      ),
    );
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  listReads = 0;
});

/** The company's hours with the network answering, and «Importar turnos» opened. */
async function openDialog() {
  serve();
  renderWithProviders(<ReviewScreen />, { path: '/order/horas?semana=2026-11-16' });
  fireEvent.click(await screen.findByRole('button', { name: 'Importar turnos' }));
  return within(screen.getByRole('dialog', { name: 'Importar turnos' }));
}

const choose = (dialog: ReturnType<typeof within>, name: string) =>
  fireEvent.change(dialog.getByLabelText('Archivo de turnos'), {
    target: { files: [new File(['Documento del trabajador;Fecha\n'], name, { type: 'text/csv' })] },
  });

describe("the company's import of shifts", () => {
  it('shows the failing rows of a dry run, and saves only a file checked clean', async () => {
    const dialog = await openDialog();
    expect(dialog.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/client/shifts/template?formato=csv',
    );
    expect(dialog.getByRole('link', { name: 'Excel' }).getAttribute('href')).toBe(
      '/api/client/shifts/template?formato=xlsx',
    );
    const check = dialog.getByRole<HTMLButtonElement>('button', { name: 'Revisar archivo' });
    const save = dialog.getByRole<HTMLButtonElement>('button', { name: 'Guardar turnos' });
    expect([check.disabled, save.disabled]).toEqual([true, true]);

    // A file with a wrong row: its message as an alert, the row in the table, nothing to save.
    choose(dialog, 'malo.csv');
    fireEvent.click(check);
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(
      'Hay 1 fila con errores: corrígela y vuelve a subir el archivo. No se guardó nada.',
    );
    expect(document.activeElement).toBe(alert);
    const table = within(dialog.getByRole('table', { name: 'Filas con errores' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'FilaError',
      '3Ese turno se cruza con otro ya registrado.',
    ]);
    expect(save.disabled).toBe(true);

    // The fixed file, checked clean, then saved: the dialog closes and the weeks are read again.
    choose(dialog, 'bueno.csv');
    expect(dialog.queryByRole('table')).toBeNull();
    fireEvent.click(check);
    expect(await dialog.findByText('El archivo está bien: 2 turnos listos para guardar.')).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(false));
    const readsBefore = listReads;
    fireEvent.click(save);
    expect(await screen.findByText('Se guardaron 2 turnos.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      { modo: 'dry_run', file: 'malo.csv' },
      { modo: 'dry_run', file: 'bueno.csv' },
      { modo: 'commit', file: 'bueno.csv' },
    ]);
    await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
  }, 30_000);

  it('refuses a file over 5 MB before sending it', async () => {
    const dialog = await openDialog();
    const input = dialog.getByLabelText('Archivo de turnos');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [big] } });
    const problem = dialog.getByRole('alert');
    expect(problem.textContent).toBe('El archivo supera los 5 MB permitidos.');
    expect(input.getAttribute('aria-describedby')).toBe(problem.id);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Revisar archivo' }).disabled).toBe(true);
    expect(sent).toEqual([]);
  }, 30_000);

  it('turns «Guardar turnos» off again when another file is chosen after a clean check', async () => {
    const dialog = await openDialog();
    const save = dialog.getByRole<HTMLButtonElement>('button', { name: 'Guardar turnos' });
    choose(dialog, 'bueno.csv');
    fireEvent.click(dialog.getByRole('button', { name: 'Revisar archivo' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    choose(dialog, 'bueno-2.csv');
    expect(save.disabled).toBe(true);
    expect(dialog.queryByText('El archivo está bien: 2 turnos listos para guardar.')).toBeNull();
    expect(sent).toEqual([{ modo: 'dry_run', file: 'bueno.csv' }]);
  }, 30_000);
});
