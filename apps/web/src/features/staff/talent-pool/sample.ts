import type { MatchedCandidate } from '@portal/shared/talent-pool/matching';
import type { PoolCandidate } from '@portal/shared/talent-pool/search';

/** A pool candidate as the API lists them; override what a test needs. */
export const poolCandidate = (over: Partial<PoolCandidate> = {}): PoolCandidate => ({
  id_candidato: 7,
  nombre: 'Ana María Gómez',
  numero_documento: '1020304050',
  ciudad: 'Soacha',
  departamento: 'Cundinamarca',
  categorias: ['Bodega', 'Logística'],
  anios_experiencia: 3,
  disponibilidad: 'inmediata',
  aspiracion_salarial: 1_600_000,
  documentos_listos: true,
  acepta_contacto: true,
  postulaciones: 4,
  contrataciones: 1,
  misiones: 1,
  en_mision: false,
  inasistencias: 0,
  ultima_actividad: '2026-11-20T15:00:00.000Z',
  ...over,
});

export const matchedCandidate = (over: Partial<MatchedCandidate> = {}): MatchedCandidate => ({
  ...poolCandidate(),
  puntaje: 85,
  razones: [
    { razon: 'ciudad', peso: 30 },
    { razon: 'categoria', peso: 30 },
  ],
  invitado_en: null,
  no_invitable: null,
  ...over,
});
