import { describe, expect, it } from 'vitest';
import type { ProcessSummary } from '@portal/shared/processes/client';
import { filterProcesses, readProcessFilters } from './process-filters';

const process = (id: number, nombre: string, estado: ProcessSummary['estado']): ProcessSummary => ({
  id,
  nombre,
  descripcion: 'Turnos rotativos en planta',
  estado,
  fechaInicio: '2026-11-01T00:00:00.000Z',
  pendientes: 0,
  orden: 12,
  ciudad: 'Bogotá',
  cubiertos: 0,
  solicitados: 4,
});
const processes = [
  process(1, 'Operario de producción', 'En progreso'),
  process(2, 'Conductor C2', 'Finalizado'),
];

describe('process filters', () => {
  it('search without accents and filter by status', () => {
    expect(filterProcesses(processes, readProcessFilters(new URLSearchParams('q=produccion')))).toHaveLength(
      1,
    );
    expect(filterProcesses(processes, readProcessFilters(new URLSearchParams('q=planta')))).toHaveLength(2);
    expect(
      filterProcesses(processes, readProcessFilters(new URLSearchParams('estado=Finalizado'))).map(
        (p) => p.id,
      ),
    ).toEqual([2]);
  });

  it('ignores an unknown status in the address', () => {
    expect(readProcessFilters(new URLSearchParams('estado=Borrado')).estado).toBe('');
  });
});
