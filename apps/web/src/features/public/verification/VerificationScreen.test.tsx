import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signingMessages, type Verification } from '@portal/shared/contracts/signing';
import { renderWithProviders } from '@/testing/render';
import { VerificationScreen } from './VerificationScreen';

const CODE = 'ABCD-EFGH-JKLM';
const signed: Verification = {
  codigo: CODE,
  tipo: 'contrato',
  titulo: 'Contrato por obra o labor',
  estado: 'Firmado',
  emitido_en: '2026-11-20T15:00:00.000Z',
  sha256_documento: 'a'.repeat(64),
  sha256_archivo: 'b'.repeat(64),
  titular: 'Rosa Gómez Pérez',
  emisor: 'Agencia de Empleo S.A.S.',
  firmantes: [
    { rol: 'Trabajador en misión', nombre: 'Rosa Gómez Pérez', firmado_en: '2026-11-21T14:30:00.000Z' },
    {
      rol: 'Representante de la agencia (empleador)',
      nombre: 'Carlos Ruiz',
      firmado_en: '2026-11-22T16:00:00.000Z',
    },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = (code = CODE) =>
  renderWithProviders(<VerificationScreen codigo={code} />, {
    path: `/verificar/${code}`,
    route: '/verificar/:codigo',
  });

describe('the public verification page', () => {
  it('shows the document, whose it is, who signed it and its hashes', async () => {
    fetchMock.mockResolvedValueOnce(json(signed));
    show();
    expect(screen.getByRole('heading', { level: 1, name: signingMessages.verifyTitle })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Contrato por obra o labor' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public/verify/${CODE}`);
    expect(within(card).getByText('Firmado')).toBeTruthy();
    expect(within(card).getByText(signingMessages.verifyHolder).nextElementSibling?.textContent).toBe(
      'Rosa Gómez Pérez',
    );
    const signers = within(card).getAllByRole('listitem');
    expect(signers).toHaveLength(2);
    expect(within(signers[0]!).getByText('Trabajador en misión')).toBeTruthy();
    expect(within(signers[1]!).getByText('Carlos Ruiz')).toBeTruthy();
    expect(within(card).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(card).getByText('b'.repeat(64)).className).toContain('break-all');
    expect(screen.getByRole('heading', { level: 2, name: signingMessages.verifyCheckTitle })).toBeTruthy();
  });

  it('sends the chosen PDF as it is and says that it matches', async () => {
    fetchMock
      .mockResolvedValueOnce(json(signed))
      .mockResolvedValueOnce(json({ coincide: true, message: signingMessages.verifyMatch }));
    show();
    const input = await screen.findByLabelText(signingMessages.verifyFileLabel);
    const pdf = new File(['%PDF-1.7 contrato'], 'contrato.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: signingMessages.verifyCheckAction }));

    const result = await screen.findByText(signingMessages.verifyMatch);
    expect(result.getAttribute('role')).toBe('status');
    expect(result.className).toContain('emerald');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/public/verify/${CODE}`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(pdf);
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/pdf');
  });

  it('asks for a file before sending anything', async () => {
    fetchMock.mockResolvedValueOnce(json(signed));
    show();
    fireEvent.click(await screen.findByRole('button', { name: signingMessages.verifyCheckAction }));
    expect((await screen.findByRole('alert')).textContent).toBe(signingMessages.verifyFileRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when no document has that code', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 'NOT_FOUND', message: signingMessages.verifyNotFound }, 404),
    );
    show('ZZZZ-ZZZZ-ZZZZ');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: signingMessages.verifyNotFoundTitle })).toBeTruthy();
    expect(within(alert).getByText(signingMessages.verifyNotFound)).toBeTruthy();
    expect(screen.queryByLabelText(signingMessages.verifyFileLabel)).toBeNull();
  });
});
