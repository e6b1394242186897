import { z } from 'zod';

/** Bumped when the archive's layout changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;

/** Entry names inside the archive (a gzip-compressed tar). */
export const MANIFEST_ENTRY = 'manifest.json';
/** Written last: each file's checksum is only known once its bytes went into the archive. */
export const FILES_ENTRY = 'archivos.json';
export const tableEntry = (position: number, table: string) =>
  `db/${String(position).padStart(3, '0')}-${table}.jsonl`;
export const FILES_PREFIX = 'archivos/';

const checksummed = { bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  portal: z.object({ version: z.string(), commit: z.string() }),
  engine: z.enum(['pglite', 'postgres', 'embedded_postgres']),
  /** drizzle's migration tags, oldest first: a restore needs the same list. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      ...checksummed,
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
  files: z.object({ driver: z.enum(['local', 's3']), included: z.boolean() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const fileListSchema = z.array(z.object({ key: z.string(), ...checksummed }));
export type FileList = z.infer<typeof fileListSchema>;
