import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@portal/shared/users/staff';
import { renderWithProviders } from '@/testing/render';
import DashboardScreen from './dashboard';

const user = (rol: StaffUser['rol']): StaffUser => ({
  id_usuario: 1,
  correo: `${rol}@portal.local`,
  primer_nombre: 'Camila',
  primer_apellido: 'Rojas',
  rol,
  id_grupo: rol === 'empresa' ? null : 1,
  id_empresa: rol === 'empresa' ? 3 : null,
  nombre_grupo: rol === 'empresa' ? null : 'Grupo Centro',
  razon_social: rol === 'empresa' ? 'Logística Andina S.A.S.' : null,
  activo: true,
  invitado: false,
  created_at: '2026-11-01T12:00:00.000Z',
});

// The network is the edge: /auth/me says who is signed in; every list answers empty.
function signedInAs(rol: StaffUser['rol']) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = String(url).endsWith('/auth/me') ? user(rol) : [];
    return new Response(JSON.stringify(body), { status: 200 });
  });
}
const menu = async () => within(await screen.findByRole('navigation', { name: 'Panel de la agencia' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/dashboard by role', () => {
  it('shows a company user only what the API lets them use, and the way to /order', async () => {
    signedInAs('empresa');
    renderWithProviders(<DashboardScreen />, { path: '/dashboard', route: '/dashboard/*' });
    const nav = await menu();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Inicio',
      'Usuarios',
      'Área de clientes',
    ]);
    expect(nav.getByRole('link', { name: 'Área de clientes' }).getAttribute('href')).toBe('/order');
    expect(screen.queryByText(/Nueva vacante|No pudimos cargar las vacantes/)).toBeNull();
    // A name that already ends in a period gets no second one.
    expect(screen.getByText('Empresa: Logística Andina S.A.S.')).toBeTruthy();
  });

  it('sends a company user who opens an agency screen to their home', async () => {
    signedInAs('empresa');
    const { router } = renderWithProviders(<DashboardScreen />, {
      path: '/dashboard/vacantes/nueva',
      route: '/dashboard/*',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: /vacante/i })).toBeNull();
  });

  it('shows a director the agency entries, without the admin-only ones or the client area', async () => {
    signedInAs('director');
    renderWithProviders(<DashboardScreen />, { path: '/dashboard', route: '/dashboard/*' });
    const nav = await menu();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Inicio',
      'Órdenes',
      'Vacantes',
      'Base de talento',
      'Misiones',
      'Nómina',
      'Contratos',
      'Catálogo',
      'Usuarios',
      'Registro masivo',
      'Solicitudes de datos',
      'Parámetros legales',
    ]);
    expect(screen.getByText('Grupo: Grupo Centro.')).toBeTruthy();
  });
});
