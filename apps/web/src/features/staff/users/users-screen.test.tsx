import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffScopeMessages } from '@portal/shared/messages';
import type { ListedUser, StaffUser } from '@portal/shared/users/staff';
import { ApiError, apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { roleOptions, UserFormDialog } from './UserFormDialog';
import { UsersScreen } from './UsersScreen';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

// Rendering the screen in jsdom on a loaded 2-core machine has taken more than the default 5 s.
const SLOW = 30_000;
const none = { editar: false, desactivar: false, reactivar: false, reenviar_invitacion: false };
const user = (id: number, rol: StaffUser['rol'], extra: Partial<ListedUser> = {}): ListedUser => ({
  id_usuario: id,
  correo: `${rol}@portal.local`,
  primer_nombre: rol === 'director' ? 'Diego' : 'Daniela',
  primer_apellido: 'Pérez',
  rol,
  id_grupo: 1,
  id_empresa: null,
  nombre_grupo: 'Grupo Norte',
  razon_social: null,
  activo: true,
  invitado: false,
  created_at: '2026-11-20T12:00:00.000Z',
  acciones: none,
  ...extra,
});
const designer = user(2, 'disenador', { acciones: { ...none, editar: true } });

afterEach(() => vi.mocked(apiRequest).mockReset());

describe('UsersScreen row actions', () => {
  it(
    'offers each row only what the API says the viewer may do, and names a failed deactivation',
    async () => {
      const pending = user(3, 'disenador', {
        primer_nombre: 'Nuria',
        correo: 'nueva@portal.local',
        invitado: true,
        acciones: { ...none, editar: true, desactivar: true, reenviar_invitacion: true },
      });
      const off = user(4, 'disenador', {
        primer_nombre: 'Berta',
        correo: 'baja@portal.local',
        activo: false,
        acciones: { ...none, editar: true, reactivar: true },
      });
      vi.mocked(apiRequest).mockImplementation(async (path) => {
        if (path === '/all_users_by_group') return [user(1, 'director'), designer, pending, off];
        if (path === '/delete_user') throw new ApiError(403, 'FORBIDDEN', staffScopeMessages.higherRole);
        return [];
      });
      renderWithProviders(<UsersScreen me={designer} />);
      await screen.findAllByText('Diego Pérez');
      expect(screen.queryByRole('button', { name: /a Diego Pérez/ })).toBeNull();
      expect(screen.getAllByText('Sin acciones').length).toBeGreaterThan(0);
      // Table and cards are both in the DOM here: every button shows up twice.
      const labels = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? '');
      expect(new Set(labels.filter((label) => label.includes(' a ')))).toEqual(
        new Set([
          'Editar a Daniela Pérez',
          'Editar a Nuria Pérez',
          'Reenviar invitación a Nuria Pérez',
          'Desactivar a Nuria Pérez',
          'Editar a Berta Pérez',
          'Reactivar a Berta Pérez',
        ]),
      );

      fireEvent.click(screen.getAllByRole('button', { name: 'Desactivar a Nuria Pérez' })[0]!);
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
      expect(
        await screen.findByText(`No se pudo desactivar el usuario: ${staffScopeMessages.higherRole}`),
      ).toBeTruthy();
      expect(screen.queryByText(/Error al eliminar/)).toBeNull();
    },
    SLOW,
  );
});

describe('UserFormDialog', () => {
  it(
    'says a director needs a group before any call, in a sentence without field ids',
    async () => {
      vi.mocked(apiRequest).mockImplementation(async (path) => {
        if (path === '/groups') return [{ id_grupo: 1, nombre: 'Grupo Norte' }];
        return [];
      });
      const admin = user(9, 'admin', { id_grupo: null });
      renderWithProviders(<UserFormDialog me={admin} user={null} onClose={() => {}} onSaved={() => {}} />);
      fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'x@portal.local' } });
      fireEvent.change(screen.getByLabelText('Primer nombre'), { target: { value: 'Ana' } });
      fireEvent.change(screen.getByLabelText('Primer apellido'), { target: { value: 'Ruiz' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Rol' }), { target: { value: 'director' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
      expect(await screen.findByText(staffScopeMessages.groupRequired)).toBeTruthy();
      expect(staffScopeMessages.groupRequired).not.toMatch(/id_grupo/);
      await waitFor(() =>
        expect(vi.mocked(apiRequest).mock.calls.map(([path]) => path)).not.toContain('/auth/register'),
      );
    },
    SLOW,
  );

  it("opens the role select on the user's role, with the roles the viewer may give", () => {
    const director = user(1, 'director');
    expect(roleOptions(director, designer).map((option) => option.value)).toEqual([
      'director',
      'disenador',
      'empresa',
    ]);
    // Editing oneself: only one's own role (the server refuses a change).
    expect(roleOptions(director, director).map((option) => option.value)).toEqual(['director']);
    // A row above the viewer still shows its role rather than an empty select.
    expect(roleOptions(designer, director).map((option) => option.value)).toContain('director');
  });
});
