import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { talentPoolMessages } from '@portal/shared/messages/talent-pool';
import type { MatchResult } from '@portal/shared/talent-pool/matching';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { MatchScreen } from './MatchScreen';
import { matchedCandidate } from './sample';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const SLOW = 30_000;
const target: MatchResult['objetivo'] = {
  id_vacante: 30,
  id_proceso: null,
  titulo: 'Auxiliar de bodega',
  ciudad: 'Bogotá',
  categoria: 'Bodega',
  salario: 1_800_000,
  no_invitable: null,
};
const answer = (over: Partial<MatchResult['objetivo']> = {}): MatchResult => ({
  objetivo: { ...target, ...over },
  candidatos: [
    matchedCandidate(),
    matchedCandidate({
      id_candidato: 8,
      nombre: 'Bruno Díaz',
      puntaje: 40,
      razones: [
        { razon: 'categoria', peso: 30 },
        { razon: 'inasistencias', peso: -20 },
      ],
      no_invitable: talentPoolMessages.noConsent,
    }),
  ],
});

afterEach(() => vi.mocked(apiRequest).mockReset());

describe('MatchScreen', () => {
  it(
    'ranks the candidates with their reasons, warns of the ones that subtract, and invites who may be',
    async () => {
      vi.mocked(apiRequest).mockImplementation(async (path) => {
        if (path === '/staff/talent-pool/matches') return answer();
        if (path === '/staff/talent-pool/invitations')
          return { id_invitacion: 1, creado_en: '2026-12-01T15:00:00.000Z' };
        throw new Error(`unexpected ${path}`);
      });
      renderWithProviders(<MatchScreen />, { path: '/dashboard/candidatos/coincidencias?id_vacante=30' });
      expect(await screen.findByText('Auxiliar de bodega')).toBeTruthy();
      expect(screen.getByText('$ 1.800.000')).toBeTruthy();
      const [first, second] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
      expect(within(first!).getByRole('link', { name: 'Ana María Gómez' }).getAttribute('href')).toBe(
        '/dashboard/candidatos/7',
      );
      expect(within(first!).getByText('Vive en la ciudad de la vacante')).toBeTruthy();
      const warning = within(second!).getByText('Faltó a entrevistas antes').closest('li')!;
      expect(warning.className).toContain('amber');
      expect(warning.textContent).toContain('(−20)');
      expect(warning.querySelector('.sr-only')?.textContent).toContain('resta');

      // Not invitable: off, with the reason written beside it.
      const off = within(second!).getByRole('button', { name: 'Invitar a postularse a Bruno Díaz' });
      expect(off.hasAttribute('disabled')).toBe(true);
      expect(within(second!).getByText(talentPoolMessages.noConsent)).toBeTruthy();

      fireEvent.click(within(first!).getByRole('button', { name: 'Invitar a postularse a Ana María Gómez' }));
      expect(await within(first!).findByText('Invitado')).toBeTruthy();
      expect(within(first!).getByText('el 1 de diciembre de 2026')).toBeTruthy();
      expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/staff/talent-pool/invitations', {
        method: 'POST',
        body: { id_candidato: 7, id_vacante: 30 },
      });
    },
    SLOW,
  );

  it(
    "turns every invitation off with the target's reason when the line has no vacancy yet",
    async () => {
      vi.mocked(apiRequest).mockResolvedValue(
        answer({ id_vacante: null, id_proceso: 12, no_invitable: talentPoolMessages.noVacancyYet }),
      );
      renderWithProviders(<MatchScreen />, { path: '/dashboard/candidatos/coincidencias?id_proceso=12' });
      await screen.findByText('Línea de orden N.º 12');
      expect(screen.getAllByText(talentPoolMessages.noVacancyYet).length).toBeGreaterThan(0);
      const buttons = screen.getAllByRole('button', { name: /^Invitar a postularse/ });
      expect(buttons).toHaveLength(2);
      for (const button of buttons) expect(button.hasAttribute('disabled')).toBe(true);
      await waitFor(() =>
        expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/staff/talent-pool/matches', {
          query: { id_vacante: undefined, id_proceso: 12 },
          signal: expect.any(AbortSignal),
        }),
      );
    },
    SLOW,
  );
});
