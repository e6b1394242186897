import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@portal/shared/users/staff';
import { sampleStatus } from '@/features/staff/system/sample-status';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import SystemScreen from './system';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const user = (rol: StaffUser['rol']): StaffUser => ({
  id_usuario: 1,
  correo: `${rol}@portal.local`,
  primer_nombre: 'Adriana',
  primer_apellido: 'Morales',
  rol,
  id_grupo: rol === 'admin' ? null : 1,
  id_empresa: null,
  nombre_grupo: null,
  razon_social: null,
  activo: true,
  invitado: false,
  created_at: '2026-11-01T12:00:00.000Z',
});

function answer(rol: StaffUser['rol']) {
  vi.mocked(apiRequest).mockImplementation(async (path: string) => {
    if (path === '/auth/me') return user(rol);
    if (path === '/system/status') return sampleStatus();
    throw new Error(`unexpected ${path}`);
  });
}
const statusCalls = () => vi.mocked(apiRequest).mock.calls.filter(([path]) => path === '/system/status');

afterEach(() => {
  cleanup();
  vi.mocked(apiRequest).mockReset();
});

describe('/system', () => {
  it('shows an admin every part with its state, and Actualizar asks again', async () => {
    answer('admin');
    renderWithProviders(<SystemScreen />, { path: '/system' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado del sistema' })).toBeTruthy();
    expect(await screen.findByText('Todo funciona')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    expect(screen.getByRole('region', { name: 'Base de datos' }).textContent).toContain('Funciona');
    expect(screen.getByRole('link', { name: 'Sistema' }).getAttribute('aria-current')).toBe('page');
    expect(statusCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
  });

  it('tells a director it is for admins, without asking for the status', async () => {
    answer('director');
    renderWithProviders(<SystemScreen />, { path: '/system' });
    expect(await screen.findByRole('heading', { name: 'Solo para administradores' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Sistema' })).toBeNull();
    expect(statusCalls()).toHaveLength(0);
  });
});
