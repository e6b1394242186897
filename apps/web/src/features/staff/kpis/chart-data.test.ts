import { describe, expect, it } from 'vitest';
import type { Kpis } from '@portal/shared/kpis';
import { funnelRows, sourceRows } from './chart-data';

const kpis: Kpis = {
  calculado_en: '2026-11-23T22:00:00.000Z',
  vacantes_abiertas: 2,
  postulaciones: 4,
  estancadas: 0,
  solicitudes_pendientes: 0,
  solicitudes_completadas: 0,
  dias_para_contratar: null,
  vacantes_con_contratacion: 0,
  embudo: [
    { estado: 'recibida', total: 4 },
    { estado: 'preseleccionada', total: 2 },
    { estado: 'contratada', total: 1 },
  ],
  por_fuente: [
    { id_vacante: 1, titulo: 'Bodega', fuente: 'whatsapp', total: 3 },
    { id_vacante: 1, titulo: 'Bodega', fuente: 'directo', total: 1 },
    { id_vacante: 2, titulo: 'Conductor', fuente: 'facebook', total: 2 },
  ],
  fuentes: [],
  invitaciones: { enviadas: 0, abiertas: 0, postuladas: 0, contratadas: 0 },
};

describe('dashboard chart data', () => {
  it('gives every funnel step its share of the applications, zero where none arrived', () => {
    const rows = funnelRows(kpis);
    expect(rows[0]).toEqual({ estado: 'Recibida', total: 4, porcentaje: 100 });
    expect(rows[1]).toEqual({ estado: 'Preseleccionada', total: 2, porcentaje: 50 });
    expect(rows[2]).toEqual({ estado: 'Enviada al cliente', total: 0, porcentaje: 0 });
    expect(rows.at(-1)).toEqual({ estado: 'Contratada', total: 1, porcentaje: 25 });
  });

  it('pivots sources into one row per vacancy', () => {
    expect(sourceRows(kpis)).toEqual({
      sources: ['directo', 'facebook', 'whatsapp'],
      rows: [
        { titulo: 'Bodega', whatsapp: 3, directo: 1 },
        { titulo: 'Conductor', facebook: 2 },
      ],
    });
  });
});
