import { z } from 'zod';
import { rowId } from './ids';
import { reportFormatSchema } from './report-format';

/** Records the audit log names (entidad). */
export const AUDIT_ENTITIES = [
  'usuario',
  'vacante',
  'postulacion',
  'documento',
  'solicitud',
  'empresa',
  'orden_servicio',
  'orden_linea',
  'cargo_catalogo',
  'mision',
  'plantilla_contrato',
  'contrato',
  'parametro_legal',
  'periodo_nomina',
  'exportacion',
  'candidato',
  'invitacion',
  'ajustes_pool',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  usuario: 'Usuario',
  vacante: 'Vacante',
  postulacion: 'Postulación',
  documento: 'Documento',
  solicitud: 'Solicitud de documento',
  empresa: 'Empresa',
  orden_servicio: 'Orden de servicio',
  orden_linea: 'Cargo de una orden',
  cargo_catalogo: 'Cargo del catálogo',
  mision: 'Misión',
  plantilla_contrato: 'Plantilla de contrato',
  contrato: 'Contrato',
  parametro_legal: 'Parámetro legal',
  periodo_nomina: 'Periodo de nómina',
  exportacion: 'Exportación',
  candidato: 'Candidato',
  invitacion: 'Invitación a postularse',
  ajustes_pool: 'Ajustes de la base de talento',
};

/** What each `accion` the API writes means, in the past tense the log reads in. */
export const auditActionLabels: Record<string, string> = {
  crear: 'Creó',
  ver_ficha: 'Abrió la ficha del candidato',
  invitar: 'Invitó a postularse',
  crear_masivo: 'Creó (registro masivo)',
  crear_admin: 'Creó el administrador inicial',
  restablecer_admin: 'Restableció el administrador',
  editar: 'Editó',
  actualizar: 'Actualizó',
  desactivar: 'Desactivó',
  reactivar: 'Reactivó',
  reenviar_invitacion: 'Reenvió la invitación',
  publicar: 'Publicó',
  cerrar: 'Cerró',
  rechazar: 'Rechazó',
  mover: 'Cambió el estado',
  mensaje: 'Envió un mensaje',
  completar_paso: 'Completó un paso de contratación',
  reabrir_paso: 'Reabrió un paso de contratación',
  autorizar_compartir_hv: 'Autorizó compartir la hoja de vida',
  retirar_compartir_hv: 'Retiró la autorización de la hoja de vida',
  cancelar_entrevista: 'Canceló la entrevista',
  agendar_entrevista: 'Agendó la entrevista',
  mover_entrevista: 'Cambió el horario de la entrevista',
  marcar_asistencia: 'Marcó la asistencia a la entrevista',
  compartir_nota: 'Compartió una nota con el candidato',
  aprobar_en_nombre_de_empresa: 'Aprobó en nombre de la empresa',
  contratar_sin_pasos: 'Contrató sin los pasos completos',
  radicar: 'Radicó una solicitud de datos',
  prorrogar: 'Prorrogó una solicitud de datos',
  responder: 'Respondió una solicitud de datos',
  anonimizar_por_retencion: 'Anonimizó por vencimiento del plazo de conservación',
  abrir: 'Abrió el archivo',
  revisar: 'Revisó',
  solicitar: 'Solicitó un documento',
  aceptar_fecha: 'Aceptó la fecha de inicio propuesta',
  crear_mision: 'Creó la misión',
  prorrogar_mision: 'Prorrogó la misión',
  terminar_mision: 'Terminó la misión',
  registrar_parametro_legal: 'Registró un valor de un parámetro legal',
  borrar_parametro_legal: 'Borró un valor de un parámetro legal que aún no regía',
  guardar_plantilla_contrato: 'Guardó una versión de la plantilla de contrato',
  emitir_contrato: 'Emitió un contrato para firmar',
  firmar_contrato: 'Firmó un contrato electrónicamente',
  anular_contrato: 'Anuló un contrato sin firmar',
  guardar_poliza_salarios: 'Guardó la póliza de salarios de la empresa',
  aprobar_horas: 'Aprobó la semana de horas',
  devolver_horas: 'Devolvió la semana de horas para corregir',
  cerrar_periodo_nomina: 'Cerró un periodo de nómina',
  ajustar_horas: 'Ajustó horas ya aprobadas',
  cambiar_turno: 'Cambió un turno del trabajador',
  borrar_turno: 'Borró un turno del trabajador',
  exportar: 'Exportó un listado',
};

export const auditQuerySchema = z.object({
  entidad: z.enum(AUDIT_ENTITIES).optional(),
  entidad_id: z.string().trim().min(1).max(40).optional(),
  id_usuario: rowId().optional(),
  desde: z.iso.date().optional(),
  hasta: z.iso.date().optional(),
  before_id: z.coerce.number<unknown>().int().positive().optional(),
  limit: z.coerce.number<unknown>().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/audit/export: the whole log within the list's filters (no paging), as a file. */
export const auditExportQuerySchema = auditQuerySchema
  .omit({ before_id: true, limit: true })
  .extend({ formato: reportFormatSchema });

export const auditEntrySchema = z.object({
  id: z.number(),
  id_usuario: z.number().nullable(),
  actor: z.string(),
  /** "Nombre Apellido" of the user who acted; null for candidates and the system. */
  actor_nombre: z.string().nullable(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  created_at: z.string(),
});
export const auditListSchema = z.array(auditEntrySchema);
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Who acted, by name when the API knows it (the log's screen and its export). */
export function actorLabel(entry: Pick<AuditEntryView, 'actor' | 'actor_nombre'>): string {
  if (entry.actor_nombre) return entry.actor_nombre;
  if (entry.actor === 'sistema') return 'Sistema';
  const [kind, id] = entry.actor.split(':');
  return kind === 'candidato' ? `Candidato (documento ${id})` : `Usuario N.º ${id}`;
}
