import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PoolFile } from '@portal/shared/talent-pool/file';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { documentType } from '@/testing/documents';
import { CandidateFileScreen } from './CandidateFileScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const SLOW = 30_000;
const file = (over: Partial<PoolFile> = {}): PoolFile => ({
  a_tu_alcance: true,
  perfil: {
    id_candidato: 7,
    nombre: 'Ana María Gómez',
    numero_documento: '1020304050',
    correo: 'ana@correo.co',
    numero_contacto1: '3001234567',
    edad: 29,
    ciudad: 'Soacha',
    departamento: 'Cundinamarca',
    anios_experiencia: 3,
    certificaciones: ['Manejo de montacargas'],
    categorias: ['Bodega'],
    registrado_en: '2026-01-10T15:00:00.000Z',
    ultima_actividad: '2026-11-20T15:00:00.000Z',
    id_ciudad: 5,
    experiencia: 'Auxiliar de bodega en Logística Andina.',
    habilidades: ['Inventarios'],
    categorias_experiencia: [2],
    aspiracion_salarial: 1_600_000,
    disponibilidad: 'quince_dias',
  },
  consentimientos: [{ tipo: 'alertas', otorgado: true, fecha: '2026-01-10T15:00:00.000Z' }],
  resumen: {
    postulaciones: 3,
    contrataciones: 1,
    misiones: 1,
    asistencias: 2,
    inasistencias: 1,
    documentos_listos: false,
  },
  postulaciones: [
    {
      id_postulacion: 40,
      id_vacante: 30,
      vacante: 'Auxiliar de bodega',
      empresa: 'Logística Andina',
      estado: 'enviada_cliente',
      fecha: '2026-11-01T15:00:00.000Z',
      entrevista: {
        fecha_hora: '2026-11-05T14:00:00.000Z',
        lugar: 'Calle 13 # 45-20',
        asistencia: 'no_asistio',
      },
      historial: [
        {
          estado: 'recibida',
          fecha: '2026-11-01T15:00:00.000Z',
          nota: null,
          audiencia: 'interna',
          por: null,
        },
        {
          estado: 'enviada_cliente',
          fecha: '2026-11-03T15:00:00.000Z',
          nota: 'Buen perfil para el turno de noche.',
          audiencia: 'empresa',
          por: 'Diego Pérez',
        },
      ],
    },
  ],
  postulaciones_fuera_de_alcance: 2,
  documentos: null,
  misiones: [],
  misiones_fuera_de_alcance: 0,
  invitaciones: [],
  ...over,
});

afterEach(() => vi.mocked(apiRequest).mockReset());

describe('CandidateFileScreen', () => {
  it(
    'shows the application history with who reads each note, and counts what the group does not reach',
    async () => {
      vi.mocked(apiRequest).mockResolvedValue(file());
      renderWithProviders(<CandidateFileScreen />, {
        path: '/dashboard/candidatos/7',
        route: '/dashboard/candidatos/:id',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Ana María Gómez' })).toBeTruthy();
      expect(vi.mocked(apiRequest).mock.calls[0]![0]).toBe('/staff/talent-pool/7');
      expect(screen.getByText('$ 1.600.000')).toBeTruthy();
      expect(screen.getByText('No asistió')).toBeTruthy();
      fireEvent.click(screen.getByText('Historial (2)'));
      expect(screen.getByText('Compartida con la empresa')).toBeTruthy();
      expect(screen.getByText(/2 postulaciones en vacantes de otros grupos/)).toBeTruthy();
      expect(
        screen.getByText(
          'Los documentos de este candidato solo los ve el grupo que gestiona alguna de sus postulaciones.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: /Volver a la base de talento/ }).getAttribute('href')).toBe(
        '/dashboard/candidatos',
      );
    },
    SLOW,
  );

  it(
    'links each document type to the candidate documents screen when the group sees them',
    async () => {
      vi.mocked(apiRequest).mockResolvedValue(file({ documentos: [documentType(3, 'Hoja de vida', 1)] }));
      renderWithProviders(<CandidateFileScreen />, {
        path: '/dashboard/candidatos/7',
        route: '/dashboard/candidatos/:id',
      });
      const link = await screen.findByRole('link', { name: 'Hoja de vida' });
      expect(link.getAttribute('href')).toBe('/dashboard/candidatos/7/documentos');
      expect(screen.getByText('Pedido, sin respuesta')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "hides the contact data from a group that manages none of the candidate's applications",
    async () => {
      vi.mocked(apiRequest).mockResolvedValue(
        file({ a_tu_alcance: false, perfil: { ...file().perfil, correo: null, numero_contacto1: null } }),
      );
      renderWithProviders(<CandidateFileScreen />, {
        path: '/dashboard/candidatos/7',
        route: '/dashboard/candidatos/:id',
      });
      expect(await screen.findAllByText(/Lo ve el grupo que gestiona sus postulaciones/)).toHaveLength(2);
      expect(screen.queryByText('ana@correo.co')).toBeNull();
    },
    SLOW,
  );
});
