import { describe, expect, it } from 'vitest';
import type { ProcessSummary } from '@portal/shared/processes/client';
import { processFacts } from './process-facts';

const process = (extra: Partial<ProcessSummary>): ProcessSummary => ({
  id: 1,
  nombre: 'Operador de montacargas',
  descripcion: 'Turnos rotativos',
  estado: 'En progreso',
  fechaInicio: '2026-12-07',
  pendientes: 0,
  orden: 12,
  ciudad: 'Bogotá',
  cubiertos: 3,
  solicitados: 12,
  ...extra,
});

describe('processFacts', () => {
  it('tells two processes for the same position apart by order, city and how many are filled', () => {
    expect(processFacts(process({}))).toBe('Orden N.º 12 · Bogotá · 3 de 12 cubiertos');
    expect(processFacts(process({ orden: 14, ciudad: 'Funza', cubiertos: 0 }))).toBe(
      'Orden N.º 14 · Funza · 0 de 12 cubiertos',
    );
  });
  it('says when the agency opened the process without an order', () => {
    expect(processFacts(process({ orden: null, ciudad: null, solicitados: 15 }))).toBe(
      'Abierto por la agencia · 3 de 15 cubiertos',
    );
  });
});
