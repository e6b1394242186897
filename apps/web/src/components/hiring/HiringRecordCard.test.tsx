import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIRING_STEPS, hiringStateOf, type HiringRecord } from '@portal/shared/applications/hiring';
import { HiringRecordCard } from './HiringRecordCard';

afterEach(cleanup);

const pasos = HIRING_STEPS.map((step) => ({
  ...step,
  completado: step.responsable === 'agencia' ? ('Completado' as const) : ('Pendiente' as const),
  comentario: null,
  comentario_audiencia: null,
  fecha: null,
}));
const record = (hired = false): HiringRecord => ({
  id_postulacion: 7,
  nombre: 'Rosa Gómez',
  cargo: 'Auxiliar de bodega',
  ...hiringStateOf(pasos, hired),
  ultimaActualizacion: '2026-11-24T10:00:00.000Z',
  pasos,
});

describe('HiringRecordCard', () => {
  it('is En Proceso while the company and the documents are still pending', () => {
    expect(record().estado).toBe('En Proceso');
    expect(record().progreso).toBe(60);
  });

  it('offers the viewer only its own steps, and reports the mark', () => {
    const onMark = vi.fn();
    render(
      <HiringRecordCard
        record={record()}
        busy={false}
        canMark={(step) => step.responsable === 'cliente'}
        onMark={onMark}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Marcar completado: Inducción en la empresa de Rosa Gómez' }),
    );
    expect(onMark).toHaveBeenCalledWith(expect.objectContaining({ paso: 'induccion' }), true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  });

  it('offers nothing once the candidate is hired', () => {
    render(<HiringRecordCard record={record(true)} busy={false} canMark={() => true} onMark={vi.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
