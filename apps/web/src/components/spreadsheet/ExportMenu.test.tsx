import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportMessages } from '@portal/shared/messages/staff';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ExportMenu } from './ExportMenu';

afterEach(cleanup);

/** Opens the menu from its button; both are named for what they export. */
async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Exportar usuarios' }));
  return screen.findByRole('menu', { name: 'Exportar usuarios' });
}

describe('ExportMenu', () => {
  it(
    'offers Excel and CSV, chosen by keyboard, and downloads the one chosen',
    { timeout: 20_000 },
    async () => {
      const onExport = vi.fn(() => Promise.resolve());
      renderWithProviders(<ExportMenu what="usuarios" onExport={onExport} />);
      const menu = await openMenu();
      const items = screen.getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['Excel (.xlsx)', 'CSV']);
      // React Aria moves focus into the menu after it mounts (an effect), not with the render that shows
      // it: on a loaded machine the check ran in between and failed (CI, cb35b71).
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
      fireEvent.keyUp(document.activeElement!, { key: 'Enter' });
      await waitFor(() => expect(onExport).toHaveBeenCalledWith('csv', expect.anything()));
    },
  );

  it("tells a failure in an alert, in the API's words or its own", async () => {
    const onExport = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Tu rol no tiene acceso a esta sección.'))
      .mockRejectedValueOnce(new Error('red caída'));
    renderWithProviders(<ExportMenu what="usuarios" onExport={onExport} />);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(await screen.findByText('Tu rol no tiene acceso a esta sección.')).toBeTruthy();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText(exportMessages.failed)).toBeTruthy();
  });
});
