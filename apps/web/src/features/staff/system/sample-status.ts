import type { SystemStatus } from '@portal/shared/system';

/** A healthy status as the API answers it, for tests; override the parts a test is about. */
export const sampleStatus = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  generado_en: '2026-11-24T16:40:00.000Z',
  aplicacion: {
    estado: 'ok',
    error: null,
    version: '0.1.0',
    commit: '7da5ac4f0c1e2d3b4a5968778695a4b3c2d1e0f9',
    node: 'v20.20.0',
    entorno: 'production',
    iniciado_en: '2026-11-24T14:30:00.000Z',
    uptime_s: 7_800,
  },
  base_datos: { estado: 'ok', error: null, motor: 'pglite', ms: 0.8 },
  migraciones: { estado: 'ok', error: null, aplicadas: 15, conocidas: 15, ultima: '0014_job_runs' },
  correo: {
    estado: 'ok',
    error: null,
    transporte: 'smtp',
    pendientes: 0,
    fallidos: 0,
    ultimo_error: null,
  },
  barrido: {
    estado: 'ok',
    error: null,
    cada_min: 15,
    ultima_ejecucion: '2026-11-24T16:30:00.000Z',
    ultima_correcta: '2026-11-24T16:30:00.000Z',
    eliminados: 2,
    ultimo_error: null,
  },
  almacenamiento: {
    estado: 'ok',
    error: null,
    driver: 'local',
    bucket: 'portal-documentos',
    ms: 4.2,
  },
  identidad: { estado: 'ok', error: null, proveedor: 'integrado', user_pool_id: 'us-east-1_PortalLocal' },
  errores: {
    estado: 'ok',
    error: null,
    ventana_min: 60,
    respuestas_5xx: 0,
    registrados: 0,
    desde: '2026-11-24T15:40:00.000Z',
    alcance: 'proceso',
  },
  ...overrides,
});
