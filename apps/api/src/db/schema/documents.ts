import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { candidatos } from './candidates.js';
import { usuarios } from './staff.js';
import { vacantes } from './vacancies.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Document types a candidate uploads (spec §3); ids are fixed by the seed, 14 is the special one. */
export const tiposDocumento = pgTable('tipos_documento', {
  id_documento: integer('id_documento').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  cantidad_max: integer('cantidad_max').notNull().default(5),
  obligatorio: boolean('obligatorio').notNull().default(false),
});

/** One uploaded file; doc_url is the storage URL the upload answered, never a signed link. */
export const documentosCandidato = pgTable(
  'documentos_candidato',
  {
    id_documento_candidato: serial('id_documento_candidato').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    id_documento: integer('id_documento')
      .notNull()
      .references(() => tiposDocumento.id_documento),
    doc_url: text('doc_url').notNull(),
    fecha_carga: at('fecha_carga').notNull().defaultNow(),
    fecha_actualizacion: at('fecha_actualizacion').notNull().defaultNow(),
    /** Staff review: pendiente until approved or rejected; a new file starts pendiente again. */
    estado_revision: text('estado_revision').notNull().default('pendiente'),
    motivo_rechazo: text('motivo_rechazo'),
    revisado_por: integer('revisado_por').references(() => usuarios.id_usuario),
    fecha_revision: at('fecha_revision'),
    /** Medical exams and licences expire: after this date the card needs attention again. */
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }),
  },
  (table) => [
    index('documentos_candidato_owner').on(table.id_candidato, table.id_documento),
    index('documentos_candidato_url').on(table.doc_url),
    index('documentos_candidato_revision').on(table.estado_revision),
    check(
      'documentos_candidato_revision_check',
      sql`${table.estado_revision} in ('pendiente', 'aprobado', 'rechazado')`,
    ),
  ],
);

/** A document someone asked a candidate for: `open` until a document answers it, then `managed`. */
export const solicitudesDocumentos = pgTable(
  'solicitudes_documentos',
  {
    id: serial('id').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    id_documento: integer('id_documento')
      .notNull()
      .references(() => tiposDocumento.id_documento),
    client_doc_name: text('client_doc_name').notNull(),
    client_doc_description: text('client_doc_description'),
    client_doc_url: text('client_doc_url'),
    /** open | managed */
    estado: text('estado').notNull().default('open'),
    solicitado_por: text('solicitado_por').notNull(),
    /** The staff user who asked (null for seeded requests) and the vacancy it is for, if any. */
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    id_vacante: integer('id_vacante').references(() => vacantes.id_vacante),
    fecha_solicitud: at('fecha_solicitud').notNull().defaultNow(),
    fecha_gestion: at('fecha_gestion'),
  },
  (table) => [index('solicitudes_documentos_owner').on(table.id_candidato, table.id_documento)],
);

/** Which documents answered which requests (ids_solicitudes of the report). */
export const documentosSolicitudes = pgTable(
  'documentos_solicitudes',
  {
    id_documento_candidato: integer('id_documento_candidato')
      .notNull()
      .references(() => documentosCandidato.id_documento_candidato, { onDelete: 'cascade' }),
    id_solicitud: integer('id_solicitud')
      .notNull()
      .references(() => solicitudesDocumentos.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.id_documento_candidato, table.id_solicitud] }),
    index('documentos_solicitudes_request').on(table.id_solicitud),
  ],
);

/** Secrets created once and kept across restarts (the local storage link-signing key). */
export const storageSecrets = pgTable('storage_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
});

/**
 * Every candidate upload of the last hour, with its size: what is not yet attached to a document
 * counts against the candidate's quota of unattached bytes (issue 9 item 6). A row is a reservation
 * of the largest size while its file streams, then the file's key and real size.
 */
export const cargasCandidato = pgTable(
  'cargas_candidato',
  {
    clave: text('clave').primaryKey(),
    id_candidato: integer('id_candidato')
      .notNull()
      .references(() => candidatos.id_candidato, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    creado_en: at('creado_en').notNull().defaultNow(),
  },
  (table) => [index('cargas_candidato_owner').on(table.id_candidato, table.creado_en)],
);
