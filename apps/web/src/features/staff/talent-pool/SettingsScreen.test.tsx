import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { talentPoolMessages } from '@portal/shared/messages/talent-pool';
import { DEFAULT_INVITATION_CAP, DEFAULT_MATCH_WEIGHTS } from '@portal/shared/talent-pool/matching';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { SettingsScreen } from './SettingsScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const SLOW = 30_000;
const settings = { pesos: DEFAULT_MATCH_WEIGHTS, tope_invitaciones: DEFAULT_INVITATION_CAP };

afterEach(() => vi.mocked(apiRequest).mockReset());

describe('SettingsScreen', () => {
  it(
    'lets an admin change a weight, refusing one out of range before any call',
    async () => {
      vi.mocked(apiRequest).mockImplementation(async (_path, request) =>
        request?.method === 'PUT' ? request.body : settings,
      );
      renderWithProviders(<SettingsScreen canEdit />);
      const city = await screen.findByLabelText('Vive en la ciudad de la vacante');
      fireEvent.change(city, { target: { value: '150' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
      expect(await screen.findByText(talentPoolMessages.badWeights)).toBeTruthy();
      fireEvent.change(city, { target: { value: '40' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
      expect(await screen.findByText(talentPoolMessages.weightsSaved)).toBeTruthy();
      await waitFor(() =>
        expect(vi.mocked(apiRequest)).toHaveBeenCalledWith('/staff/talent-pool/settings', {
          method: 'PUT',
          body: {
            pesos: { ...DEFAULT_MATCH_WEIGHTS, ciudad: 40 },
            tope_invitaciones: DEFAULT_INVITATION_CAP,
          },
        }),
      );
    },
    SLOW,
  );

  it(
    'shows the rest of the agency the weights and the cap, with no form',
    async () => {
      vi.mocked(apiRequest).mockResolvedValue(settings);
      renderWithProviders(<SettingsScreen canEdit={false} />);
      expect(await screen.findByText('Máximo 3 invitaciones por candidato en 7 días.')).toBeTruthy();
      expect(screen.getByText('−25')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Guardar ajustes' })).toBeNull();
    },
    SLOW,
  );
});
