import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interviewMessages } from '@portal/shared/messages';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { InterviewBooking } from './InterviewBooking';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
afterEach(() => vi.mocked(apiRequest).mockReset());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the interview I booked', () => {
  it('asks before giving my place back, then cancels it and says so', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ message: interviewMessages.cancelled });
    renderWithProviders(
      <InterviewBooking applicationId={41} interview={{ fecha_hora: inDays(3), lugar: 'Sede norte' }} />,
    );
    expect(screen.getByText(/Entrevista:/).textContent).toContain('Sede norte');
    fireEvent.click(screen.getByRole('button', { name: 'No puedo asistir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(apiRequest).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar entrevista' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith('/candidate/applications/41/entrevista', { method: 'DELETE' }),
    );
    expect(await screen.findByText(interviewMessages.cancelled)).toBeTruthy();
  });

  it('offers no cancelling for an interview already past', () => {
    renderWithProviders(
      <InterviewBooking applicationId={41} interview={{ fecha_hora: inDays(-2), lugar: 'Sede norte' }} />,
    );
    expect(screen.queryByRole('button', { name: 'No puedo asistir' })).toBeNull();
  });
});
