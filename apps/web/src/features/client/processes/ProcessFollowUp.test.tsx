import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalCandidate, ProcessDetail } from '@portal/shared/processes/client';
import { HIRING_STEPS, hiringStateOf } from '@portal/shared/applications/hiring';
import { renderWithProviders } from '@/testing/render';
import { ProcessDetailScreen } from './ProcessDetailScreen';

const stepsDone = (agencyDone: boolean) =>
  HIRING_STEPS.map((step) => ({
    ...step,
    completado:
      agencyDone || step.responsable !== 'agencia' ? ('Completado' as const) : ('Pendiente' as const),
    comentario: null,
    comentario_audiencia: null,
    fecha: null,
  }));
const hired: ApprovalCandidate = {
  id_postulacion: 7,
  nombre: 'Rosa Gómez',
  estado: 'contratado',
  progreso: 100,
  comentarios: [],
  ultimaActualizacion: '2026-11-24T10:00:00.000Z',
  fechaContratacion: '2026-11-24T10:00:00.000Z',
  hojaDeVida: null,
  hojaDeVidaEstado: 'sin_cargar',
  edad: 31,
  experiencia: 4,
  certificaciones: ['Curso de alturas'],
};
const process = (agencyDone: boolean): ProcessDetail => ({
  id: 3,
  nombre: 'Operador de montacargas',
  descripcion: 'Turnos rotativos',
  estado: 'En progreso',
  fechaInicio: '2026-12-07',
  pendientes: 0,
  orden: 12,
  ciudad: 'Bogotá',
  cubiertos: 1,
  solicitados: 4,
  solicitud: {
    cargo: 'Operador de montacargas',
    categoria: 'Montacargas',
    estado: 'aceptada',
    motivo_rechazo: null,
    pedido: null,
    vacante: null,
  },
  candidatos: [hired],
  contratacion: [
    {
      id_postulacion: 7,
      nombre: 'Rosa Gómez',
      cargo: 'Operador de montacargas',
      ...hiringStateOf(stepsDone(agencyDone), false),
      ultimaActualizacion: '2026-11-24T10:00:00.000Z',
      pasos: stepsDone(agencyDone),
    },
  ],
});

// The network is the edge: the agency completes its steps between two answers.
let agencyDone = false;
function serve() {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(process(agencyDone)), { status: 200 }));
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  agencyDone = false;
});

describe('a company following its process', () => {
  it('sees the agency’s steps when it comes back to the tab, without reloading', async () => {
    serve();
    renderWithProviders(<ProcessDetailScreen />, {
      path: '/order/procesos/3?etapa=3',
      route: '/order/procesos/:processId',
      // As in the app: an answer a minute old is still fresh, and a plain focus would not ask again.
      staleTime: 60_000,
    });
    expect(await screen.findAllByText('Pendiente')).not.toHaveLength(0);
    agencyDone = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(screen.queryAllByText('Pendiente')).toHaveLength(0), { timeout: 5000 });
    focusManager.setFocused(undefined);
  }, 60_000);

  it('shows each hired person as a card a phone reads without scrolling sideways', async () => {
    serve();
    renderWithProviders(<ProcessDetailScreen />, {
      path: '/order/procesos/3?etapa=4',
      route: '/order/procesos/:processId',
    });
    const cards = await screen.findByRole('list', { name: 'Candidatos contratados' });
    const card = within(cards).getByRole('listitem');
    expect(card.textContent).toContain('Rosa Gómez');
    expect(within(card).getByText('31 años')).toBeTruthy();
    expect(within(card).getByText('Curso de alturas')).toBeTruthy();
  }, 60_000);
});
