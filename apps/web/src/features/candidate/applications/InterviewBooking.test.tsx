import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interviewMessages } from '@portal/shared/messages';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { sampleVacancy } from '@/testing/sample-vacancy';
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
      <InterviewBooking
        applicationId={41}
        vacancyId={30}
        interview={{ id_espacio_agendamiento: 5, fecha_hora: inDays(3), lugar: 'Sede norte' }}
      />,
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
      <InterviewBooking
        applicationId={41}
        vacancyId={30}
        interview={{ id_espacio_agendamiento: 5, fecha_hora: inDays(-2), lugar: 'Sede norte' }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'No puedo asistir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).toBeNull();
  });

  it('offers the other slots with free places, and moves my interview to the one I choose', async () => {
    const slot = (id: number, days: number, disponibles: number) => ({
      id_espacio_agendamiento: id,
      fecha_hora: inDays(days),
      lugar: 'Sede norte',
      capacidad: 5,
      disponibles,
    });
    vi.mocked(apiRequest).mockImplementation(async (path) =>
      String(path).startsWith('/vacancies/')
        ? sampleVacancy({
            // Mine, a full one, a past one and a free one: only the last is offered.
            espacios: [slot(5, 3, 2), slot(6, 4, 0), slot(7, -1, 3), slot(8, 5, 1)],
          })
        : { message: interviewMessages.moved },
    );
    renderWithProviders(
      <InterviewBooking
        applicationId={41}
        vacancyId={30}
        interview={{ id_espacio_agendamiento: 5, fecha_hora: inDays(3), lugar: 'Sede norte' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar horario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige otro horario para tu entrevista' });
    const options = await within(dialog).findAllByRole('radio');
    expect(options).toHaveLength(1);
    expect(within(dialog).getByText('Sede norte · 1 cupo libre')).toBeTruthy();
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar horario' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith('/candidate/applications/41/entrevista', {
        method: 'PUT',
        body: { id_espacio_agendamiento: 8 },
      }),
    );
    expect(await screen.findByText(interviewMessages.moved)).toBeTruthy();
  });
});
