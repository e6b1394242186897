import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalCandidate, ProcessDetail } from '@portal/shared/processes/client';
import type { HiringRecord } from '@portal/shared/applications/hiring';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ProcessDetailScreen } from './ProcessDetailScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const candidate = (id: number, estado: ApprovalCandidate['estado']): ApprovalCandidate => ({
  id_postulacion: id,
  nombre: `Candidato ${id}`,
  estado,
  progreso: 50,
  comentarios: [],
  ultimaActualizacion: '2026-11-20T10:00:00.000Z',
  fechaContratacion: estado === 'contratado' ? '2026-11-22T10:00:00.000Z' : null,
  hojaDeVida: null,
  hojaDeVidaEstado: id === 2 ? 'sin_cargar' : 'no_compartida',
  edad: null,
  experiencia: null,
  certificaciones: [],
});
const record = (id: number, estado: HiringRecord['estado']): HiringRecord => ({
  id_postulacion: id,
  nombre: `Candidato ${id}`,
  cargo: 'Operador de montacargas',
  estado,
  progreso: estado === 'Completado' ? 100 : 0,
  ultimaActualizacion: '2026-11-22T10:00:00.000Z',
  pasos: [],
});
const vacante = {
  id_vacante: 30,
  ciudad: 'Funza',
  lugar: 'Centro de distribución',
  salario: 2_000_000,
  turno: 'Rotativo',
  cantidad_vacantes: 3,
  fecha_cierre: '2099-12-31',
  estado: 'abierta',
  postulaciones: 8,
  contratados: 1,
};

const process = (solicitud: Partial<ProcessDetail['solicitud']>, rest: Partial<ProcessDetail> = {}) =>
  ({
    id: 1,
    nombre: 'Operador de montacargas',
    descripcion: 'Cargue y descargue.',
    estado: 'En progreso',
    fechaInicio: '2026-11-13T18:51:10.912Z',
    pendientes: 0,
    orden: 4,
    ciudad: 'Funza',
    cubiertos: 1,
    solicitados: 3,
    solicitud: {
      cargo: 'Operador de montacargas',
      categoria: 'Montacargas',
      estado: 'aceptada',
      motivo_rechazo: null,
      pedido: null,
      vacante,
      ...solicitud,
    },
    candidatos: [],
    contratacion: [],
    ...rest,
  }) satisfies ProcessDetail;

function renderProcess(detail: ProcessDetail, stage: number) {
  vi.mocked(apiRequest).mockResolvedValue(detail);
  renderWithProviders(<ProcessDetailScreen />, {
    path: `/order/procesos/1?etapa=${stage}`,
    route: '/order/procesos/:processId',
  });
}

const stageNames = async () => {
  const stepper = await screen.findByRole('navigation', { name: 'Etapas del proceso' });
  return within(stepper)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('client process detail', () => {
  it('marks each stage by its real outcome, not by having passed it', async () => {
    // Accepted, one candidate still waiting for a decision, one of two hires done, 1 of 3 hired.
    renderProcess(
      process(
        {},
        {
          candidatos: [candidate(1, 'contratado'), candidate(2, 'pendiente'), candidate(3, 'aprobado')],
          contratacion: [record(1, 'Completado'), record(3, 'En Proceso')],
        },
      ),
      4,
    );
    expect(await stageNames()).toEqual([
      '✓Solicitud (completado)',
      '2Aprobar candidatos',
      '3Contratación',
      '4Candidatos contratados',
    ]);
  });

  it('shows the stages done once decided, hired and filled', async () => {
    renderProcess(
      process(
        { vacante: { ...vacante, contratados: 3 } },
        {
          estado: 'Finalizado',
          candidatos: [candidate(1, 'contratado'), candidate(2, 'rechazado')],
          contratacion: [record(1, 'Completado')],
        },
      ),
      1,
    );
    expect(await stageNames()).toEqual([
      '✓Solicitud (completado)',
      '✓Aprobar candidatos (completado)',
      '✓Contratación (completado)',
      '✓Candidatos contratados (completado)',
    ]);
  });

  it('says a turned-down order line was rejected, in the badge and on its stage', async () => {
    renderProcess(
      process(
        { estado: 'rechazada', motivo_rechazo: 'Sin conductores C3 disponibles.', vacante: null },
        { estado: 'Rechazada' },
      ),
      3,
    );
    expect(await screen.findByText('Rechazada')).toBeTruthy();
    expect(screen.queryByText('Finalizado')).toBeNull();
    expect(await stageNames()).toEqual([
      '✕Solicitud (rechazada)',
      '2Aprobar candidatos',
      '3Contratación',
      '4Candidatos contratados',
    ]);
  });
});
