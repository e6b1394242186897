import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kpis } from '@portal/shared/kpis';
import { renderWithProviders } from '@/testing/render';
import KpiPanel from './KpiPanel';

const kpis: Kpis = {
  calculado_en: '2026-11-26T15:00:00.000Z',
  vacantes_abiertas: 12_500,
  postulaciones: 30,
  estancadas: 2,
  solicitudes_pendientes: 1,
  solicitudes_completadas: 4,
  dias_para_contratar: 6.4,
  vacantes_con_contratacion: 3,
  embudo: [
    { estado: 'recibida', total: 3 },
    { estado: 'preseleccionada', total: 1 },
  ],
  por_fuente: [],
  fuentes: [
    { fuente: 'invitacion', postulaciones: 4, contratadas: 1 },
    { fuente: 'directo', postulaciones: 26, contratadas: 2 },
  ],
  invitaciones: { enviadas: 10, abiertas: 6, postuladas: 4, contratadas: 1 },
};

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(kpis), { status: 200 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KpiPanel', () => {
  it('writes figures the Colombian way: a decimal comma and a thousands point', async () => {
    renderWithProviders(<KpiPanel />);
    expect(await screen.findByText('6,4')).toBeTruthy();
    expect(screen.queryByText('6.4')).toBeNull();
    expect(screen.getByText('12.500')).toBeTruthy();
    // The funnel's table for screen readers: 1 of 3 is 33 %.
    expect(screen.getByText('1 (33 %)')).toBeTruthy();
  });

  it('tells what invitations became and the hire rate of each source', async () => {
    renderWithProviders(<KpiPanel />);
    const invitations = await screen.findByRole('region', { name: 'Invitaciones de la base de talento' });
    expect(invitations.textContent).toContain('Se postularon440 %');
    const sources = screen.getByRole('region', { name: 'Origen de las postulaciones y contrataciones' });
    expect(sources.textContent).toContain('invitacion41 (25 %)');
  });
});
