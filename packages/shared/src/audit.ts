import { z } from 'zod';

/** Records the audit log names (entidad). */
export const AUDIT_ENTITIES = [
  'usuario',
  'vacante',
  'postulacion',
  'documento',
  'solicitud',
  'empresa',
] as const;

export const auditQuerySchema = z.object({
  entidad: z.enum(AUDIT_ENTITIES).optional(),
  entidad_id: z.string().trim().min(1).max(40).optional(),
  id_usuario: z.coerce.number<unknown>().int().positive().max(2_147_483_647).optional(),
  desde: z.iso.date().optional(),
  hasta: z.iso.date().optional(),
  before_id: z.coerce.number<unknown>().int().positive().optional(),
  limit: z.coerce.number<unknown>().int().min(1).max(200).default(50),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  id_usuario: z.number().nullable(),
  actor: z.string(),
  accion: z.string(),
  entidad: z.string(),
  entidad_id: z.string(),
  antes: z.unknown(),
  despues: z.unknown(),
  created_at: z.string(),
});
export const auditListSchema = z.array(auditEntrySchema);
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
