import { z } from 'zod';
import { CONSENT_KINDS } from '../consents/consents';
import { documentTypeReportSchema } from '../documents/candidate';
import { workProfileAnswer } from '../candidates/work-profile';
import { NOTE_VISIBILITIES } from '../applications/note-audience';

/**
 * GET /api/staff/talent-pool/:id — a candidate's file (decision 0067). The profile, consents and
 * counts are the agency's, so every staff role reads them; applications, notes, documents and
 * assignments are shown only where the caller's group reaches them, and the rest is counted.
 */
export const poolFileSchema = z.object({
  /**
   * Whether the caller's group manages one of the candidate's applications: only then are the contact
   * data, documents and details shown; others reach the candidate through «Invitar a postularse».
   */
  a_tu_alcance: z.boolean(),
  perfil: z.object({
    id_candidato: z.number().int(),
    nombre: z.string(),
    numero_documento: z.string(),
    correo: z.string().nullable(),
    numero_contacto1: z.string().nullable(),
    edad: z.number().int().nullable(),
    ciudad: z.string().nullable(),
    departamento: z.string().nullable(),
    anios_experiencia: z.number().int().nullable(),
    certificaciones: z.array(z.string()),
    categorias: z.array(z.string()),
    registrado_en: z.string(),
    ultima_actividad: z.string().nullable(),
    ...workProfileAnswer,
  }),
  consentimientos: z.array(
    z.object({ tipo: z.enum(CONSENT_KINDS), otorgado: z.boolean(), fecha: z.string().nullable() }),
  ),
  resumen: z.object({
    postulaciones: z.number().int(),
    contrataciones: z.number().int(),
    misiones: z.number().int(),
    asistencias: z.number().int(),
    inasistencias: z.number().int(),
    documentos_listos: z.boolean(),
  }),
  postulaciones: z.array(
    z.object({
      id_postulacion: z.number().int(),
      id_vacante: z.number().int(),
      vacante: z.string(),
      empresa: z.string(),
      estado: z.string(),
      fecha: z.string(),
      entrevista: z
        .object({ fecha_hora: z.string(), lugar: z.string(), asistencia: z.string().nullable() })
        .nullable(),
      historial: z.array(
        z.object({
          estado: z.string(),
          fecha: z.string(),
          nota: z.string().nullable(),
          audiencia: z.enum(NOTE_VISIBILITIES),
          por: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Applications to vacancies of other groups: counted, never shown. */
  postulaciones_fuera_de_alcance: z.number().int(),
  /** null: the caller's group reaches none of the candidate's applications, so not their documents. */
  documentos: z.array(documentTypeReportSchema).nullable(),
  misiones: z.array(
    z.object({
      id_mision: z.number().int(),
      empresa: z.string(),
      servicio: z.string(),
      inicio: z.string(),
      fin_previsto: z.string(),
      terminada_el: z.string().nullable(),
    }),
  ),
  misiones_fuera_de_alcance: z.number().int(),
  invitaciones: z.array(
    z.object({
      id_invitacion: z.number().int(),
      vacante: z.string(),
      fecha: z.string(),
      abierta_en: z.string().nullable(),
      postulo: z.boolean(),
    }),
  ),
});
export type PoolFile = z.infer<typeof poolFileSchema>;
