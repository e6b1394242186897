import { foldText } from '../text';
import { z } from 'zod';
import { ROLES, type Role } from './staff';

/** Columns of the bulk registration file, in the template's order. */
export const BULK_FIELDS = ['correo', 'primer_nombre', 'primer_apellido', 'rol', 'grupo', 'empresa'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
export const BULK_REQUIRED: readonly BulkField[] = ['correo', 'primer_nombre', 'primer_apellido', 'rol'];
export const BULK_MAX_ROWS = 5000;
/** Hard limits on an uploaded table, checked while it is read (a zip bomb or a huge CSV is refused early). */
export const BULK_MAX_COLUMNS = 50;
export const BULK_MAX_CELL_CHARS = 300;
/** An XLSX's sheets, styles and strings once unzipped: 5,000 rows × 50 columns of short text fit. */
export const BULK_MAX_UNZIPPED_MB = 20;
/** Reading one file may take this long on the server's reader thread before it is refused. */
export const BULK_READ_SECONDS = 15;

export const bulkFieldLabels: Record<BulkField, string> = {
  correo: 'Correo',
  primer_nombre: 'Primer nombre',
  primer_apellido: 'Primer apellido',
  rol: 'Rol',
  grupo: 'Grupo (nombre o id)',
  empresa: 'Empresa (NIT o id)',
};

/** Header spellings people use in Spanish spreadsheets, compared without accents, case or spaces. */
const HEADER_ALIASES: Record<BulkField, string[]> = {
  correo: ['correo', 'correoelectronico', 'email', 'e-mail', 'mail', 'correoe'],
  primer_nombre: ['primernombre', 'nombre', 'nombres', 'name'],
  primer_apellido: ['primerapellido', 'apellido', 'apellidos', 'lastname'],
  rol: ['rol', 'role', 'perfil', 'cargo', 'tipodeusuario', 'tipo'],
  grupo: ['grupo', 'idgrupo', 'equipo', 'regional'],
  empresa: ['empresa', 'idempresa', 'nit', 'cliente', 'razonsocial'],
};

/** Role words people type, folded the same way. */
const ROLE_ALIASES: Record<string, Role> = {
  admin: 'admin',
  administrador: 'admin',
  administradora: 'admin',
  director: 'director',
  directora: 'director',
  disenador: 'disenador',
  disenadora: 'disenador',
  empresa: 'empresa',
  usuariodeempresa: 'empresa',
  cliente: 'empresa',
};

export const foldHeader = (text: string) => foldText(text).replace(/[\s_.]+/g, '');

/** The proposed mapping: field → index of the file's column, or null when no header matches. */
export function proposeMapping(headers: string[]): Record<BulkField, number | null> {
  const folded = headers.map(foldHeader);
  const mapping = {} as Record<BulkField, number | null>;
  for (const field of BULK_FIELDS) {
    // The titles of our own downloads (template, rejected rows) are recognised too.
    const aliases = [...HEADER_ALIASES[field], foldHeader(bulkFieldLabels[field])];
    const index = folded.findIndex((header) => aliases.includes(header));
    mapping[field] = index >= 0 ? index : null;
  }
  return mapping;
}

export const roleFromText = (text: string): Role | undefined =>
  (ROLES as readonly string[]).includes(text) ? (text as Role) : ROLE_ALIASES[foldHeader(text)];

const cell = z.string().max(BULK_MAX_CELL_CHARS).default('');
export const bulkRowSchema = z.object(
  Object.fromEntries(BULK_FIELDS.map((field) => [field, cell])) as Record<BulkField, typeof cell>,
);
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const BULK_MODES = ['dry_run', 'all_or_nothing', 'valid_only'] as const;
export const bulkRegisterBodySchema = z.object({
  modo: z.enum(BULK_MODES),
  usuarios: z
    .array(bulkRowSchema)
    .min(1, 'El archivo no tiene filas.')
    .max(BULK_MAX_ROWS, `Máximo ${BULK_MAX_ROWS} filas por archivo.`),
});

export const bulkRowResultSchema = z.object({
  fila: z.number().int(),
  correo: z.string(),
  ok: z.boolean(),
  errores: z.record(z.string(), z.string()),
  id_usuario: z.number().int().nullable(),
});
export const bulkResultSchema = z.object({
  modo: z.enum(BULK_MODES),
  total: z.number().int(),
  validas: z.number().int(),
  invalidas: z.number().int(),
  creadas: z.number().int(),
  message: z.string(),
  filas: z.array(bulkRowResultSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Answer of the file upload: the table as text, and the proposed column mapping. */
export const bulkParsedFileSchema = z.object({
  encabezados: z.array(z.string()),
  filas: z.array(z.array(z.string())),
  mapeo: z.record(z.enum(BULK_FIELDS), z.number().int().nullable()),
  codificacion: z.enum(['utf-8', 'windows-1252', 'xlsx']),
  separador: z.string().nullable(),
});
export type BulkParsedFile = z.infer<typeof bulkParsedFileSchema>;
