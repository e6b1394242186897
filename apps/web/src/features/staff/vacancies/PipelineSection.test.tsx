import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PipelineEntry } from '@portal/shared/applications/pipeline';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { PipelineSection } from './PipelineSection';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const entry: PipelineEntry = {
  id_postulacion: 1,
  estado: 'preseleccionada',
  updated_at: '2026-11-20T10:00:00.000Z',
  estancada: false,
  id_candidato: 9,
  numero_documento: '80100001',
  nombre: 'Carlos Andrés Muñoz Vélez',
  correo: 'carlos.munoz@example.co',
  numero_contacto1: '+573105550000',
  utm_source: 'computrabajo',
  entrevista: null,
  comparte_con_empresas: true,
  historial: [],
};

describe('staff application card', () => {
  it('keeps the phone number and the document number on one line each (390 px)', async () => {
    vi.mocked(apiRequest).mockResolvedValue([entry]);
    renderWithProviders(<PipelineSection vacancyId={30} slots={[]} />);
    const phone = await screen.findByText('+573105550000', { exact: false });
    // The phone is its own item that never breaks inside; only the e-mail may break anywhere.
    expect(phone.className).toContain('whitespace-nowrap');
    expect(phone.closest('.break-all')).toBeNull();
    expect(screen.getByText('carlos.munoz@example.co', { exact: false }).className).toContain('break-all');
    expect(screen.getByText('· CC 80100001').className).toContain('whitespace-nowrap');
  });

  it('says which interview slot each candidate booked, and none for one without', async () => {
    const booked = {
      ...entry,
      id_postulacion: 2,
      nombre: 'Luz Marina Rojas',
      entrevista: {
        id_espacio_agendamiento: 4,
        fecha_hora: '2099-12-03T14:00:00.000Z',
        lugar: 'Bodega Funza, portería 2',
        asistencia: null,
      },
    };
    vi.mocked(apiRequest).mockResolvedValue([entry, booked]);
    renderWithProviders(<PipelineSection vacancyId={30} slots={[]} />);
    const card = (await screen.findAllByText(/Luz Marina Rojas/))[0]!.closest('li')!;
    expect(card.textContent).toMatch(/Entrevista: .*3 de dic.*9:00.*Bodega Funza, portería 2/);
    // Ahead: it can be moved or cancelled, not marked.
    expect(within(card).getByRole('button', { name: 'Cambiar horario de Luz Marina Rojas' })).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Cancelar entrevista de Luz Marina Rojas' }),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Asistió/ })).toBeNull();
    const other = screen.getAllByText(/Carlos Andrés Muñoz Vélez/)[0]!.closest('li')!;
    expect(other.textContent).not.toContain('Entrevista');
  });

  it('once the interview passed, offers marking attendance and then shows it', async () => {
    const past = {
      ...entry,
      id_postulacion: 3,
      nombre: 'Pedro Ortiz',
      entrevista: {
        id_espacio_agendamiento: 4,
        fecha_hora: '2020-01-03T14:00:00.000Z',
        lugar: 'Bodega',
        asistencia: null,
      },
    };
    const marked = {
      ...past,
      id_postulacion: 4,
      nombre: 'Sandra Cano',
      entrevista: { ...past.entrevista, asistencia: 'no_asistio' as const },
    };
    vi.mocked(apiRequest).mockResolvedValue([past, marked]);
    renderWithProviders(<PipelineSection vacancyId={30} slots={[]} />);
    const card = (await screen.findAllByText(/Pedro Ortiz/))[0]!.closest('li')!;
    expect(within(card).getByRole('button', { name: 'Asistió: Pedro Ortiz' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'No asistió: Pedro Ortiz' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Cambiar horario/ })).toBeNull();
    const done = screen.getAllByText(/Sandra Cano/)[0]!.closest('li')!;
    expect(done.textContent).toContain('No asistió');
    expect(within(done).queryByRole('button', { name: /asistió/i })).toBeNull();
  });
});
