import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '@portal/shared/consents/consents';
import { renderWithProviders } from '@/testing/render';
import { ConsentGate } from './ConsentGate';

const entry = {
  tipo: 'tratamiento' as const,
  otorgado: true,
  texto: 'Autorizo…',
  politica_version: 'v1',
  politica_hash: 'abc',
  fecha: '2026-11-24T12:00:00.000Z',
  ip: null,
  agente: null,
};
const state = (requiere_renovacion: boolean): ConsentState => ({
  politica_version: 'v1',
  requiere_renovacion,
  vigentes: { tratamiento: !requiere_renovacion, compartir: false, alertas: false },
  historial: requiere_renovacion ? [] : [entry],
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderGate = () => renderWithProviders(<ConsentGate>{<h1>Vacantes</h1>}</ConsentGate>);

describe('the consent gate', () => {
  it('lets the screen through when the authorization for the policy in force stands', async () => {
    fetchMock.mockResolvedValue(json(state(false)));
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Vacantes' })).toBeTruthy();
    expect(screen.queryByText('Actualizamos nuestra Política de Privacidad')).toBeNull();
  });

  it('asks again before going on, requires the box, then sends the policy version read', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      json(init?.method === 'POST' ? state(false) : state(true)),
    );
    renderGate();
    expect(
      // The renewal screen is its own chunk: on a loaded machine it takes more than the default second.
      await screen.findByRole(
        'heading',
        { name: 'Actualizamos nuestra Política de Privacidad' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vacantes' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Autorizo y continúo' }));
    expect(
      await screen.findByText('Marca la casilla para autorizar el tratamiento de tus datos.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /^Autorizo a Portal de Empleo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Autorizo y continúo' }));
    expect(await screen.findByRole('heading', { name: 'Vacantes' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      tipo: 'tratamiento',
      otorgado: true,
      politica_version: 'v1',
    });
  });

  it('does not lock the candidate out when the state cannot be read', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const { client } = renderGate();
    await waitFor(() => expect(client.getQueryState(['consents'])?.status).toBe('error'));
    expect(screen.getByRole('heading', { name: 'Vacantes' })).toBeTruthy();
  });
});
