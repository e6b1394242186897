import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myDataMessages } from '@portal/shared/messages';
import { saveFile } from '@/lib/save-file';
import { renderWithProviders } from '@/testing/render';
import { DownloadMyData } from './DownloadMyData';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const zip = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition':
        'attachment; filename="mis-datos-1020304050-2026-11-24.zip"; filename*=UTF-8\'\'mis-datos-1020304050-2026-11-24.zip',
    },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
});

// The card's own button (the alerts viewport has buttons of its own).
const button = () => within(screen.getByRole('region', { name: 'Descargar mis datos' })).getByRole('button');

describe('DownloadMyData', () => {
  it('says what the ZIP holds, shows the wait, and saves the file under the name the API gives', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<DownloadMyData />);
    expect(screen.getByRole('heading', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(screen.getByText(myDataMessages.description)).toBeTruthy();

    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Cargando...'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/candidate/my-data');
    answer(zip());

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('mis-datos-1020304050-2026-11-24.zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    expect(await screen.findByText(myDataMessages.downloaded)).toBeTruthy();
    expect(button().textContent).toBe('Descargar mis datos');
  });

  it('shows the API’s Spanish reason when it refuses, and a plain one for anything else', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: myDataMessages.tooMany }), {
        status: 429,
      }),
    );
    renderWithProviders(<DownloadMyData />);
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(myDataMessages.tooMany);

    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(myDataMessages.error));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
