import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTRACT_STATES, SIGNER_ROLES } from '@portal/shared/contracts/signing';
import { CONTRACT_TYPES } from '@portal/shared/contracts/template';
import { misiones } from './assignments.js';
import { oneOf } from './checks.js';
import { usuarios } from './staff.js';

/**
 * Contract templates by type, versioned: a change is a new version, so a contract already issued
 * keeps pointing at the text it was made from (issue 31 item 1). Null author: shipped with the portal.
 */
export const plantillasContrato = pgTable(
  'plantillas_contrato',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    version: integer('version').notNull(),
    cuerpo: text('cuerpo').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    creado_en: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plantillas_contrato_tipo_version').on(t.tipo, t.version),
    check('plantillas_contrato_tipo_check', oneOf(t.tipo, CONTRACT_TYPES)),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true });
/** PDF bytes kept in the row: small, written once, and atomic with the signature they carry. */
const pdf = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A worker's contract issued from an assignment (issue 31 item 2, decision 0065): the text as rendered
 * from its template version, the PDF as issued and its SHA-256, then the signed PDF with the evidence
 * page. One contract in force per assignment; a voided one stays as history.
 */
export const contratos = pgTable(
  'contratos',
  {
    id_contrato: serial('id_contrato').primaryKey(),
    id_mision: integer('id_mision')
      .notNull()
      .references(() => misiones.id_mision),
    id_plantilla: integer('id_plantilla')
      .notNull()
      .references(() => plantillasContrato.id),
    tipo: text('tipo').notNull(),
    codigo: text('codigo').notNull().unique(),
    texto: text('texto').notNull(),
    pdf_documento: pdf('pdf_documento').notNull(),
    sha256_documento: text('sha256_documento').notNull(),
    estado: text('estado').notNull().default('por_firmar_trabajador'),
    pdf_firmado: pdf('pdf_firmado'),
    sha256_firmado: text('sha256_firmado'),
    emitido_por: integer('emitido_por')
      .notNull()
      .references(() => usuarios.id_usuario),
    emitido_en: at('emitido_en').notNull().defaultNow(),
    anulado_en: at('anulado_en'),
  },
  (t) => [
    uniqueIndex('contratos_vigente_por_mision')
      .on(t.id_mision)
      .where(sql`${t.estado} <> 'anulado'`),
    check('contratos_tipo_check', oneOf(t.tipo, CONTRACT_TYPES)),
    check('contratos_estado_check', oneOf(t.estado, CONTRACT_STATES)),
    check(
      'contratos_firmado_check',
      sql`(${t.estado} = 'firmado') = (${t.pdf_firmado} is not null and ${t.sha256_firmado} is not null)`,
    ),
  ],
);

/** Each signature with its evidence: who, the document number, when, from where, the code's mailbox. */
export const firmasContrato = pgTable(
  'firmas_contrato',
  {
    id: serial('id').primaryKey(),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => contratos.id_contrato),
    rol: text('rol').notNull(),
    nombre: text('nombre').notNull(),
    documento: text('documento').notNull(),
    correo: text('correo').notNull(),
    ip: text('ip').notNull(),
    agente: text('agente').notNull(),
    consentimiento: text('consentimiento').notNull(),
    /** The staff member who countersigned; null for the worker. */
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    firmado_en: at('firmado_en').notNull(),
  },
  (t) => [
    uniqueIndex('firmas_contrato_rol').on(t.id_contrato, t.rol),
    check('firmas_contrato_rol_check', oneOf(t.rol, SIGNER_ROLES)),
  ],
);

/** One-time signing codes, kept as hashes; a row per code sent, so the hourly cap can count them. */
export const codigosFirma = pgTable(
  'codigos_firma',
  {
    id: serial('id').primaryKey(),
    id_contrato: integer('id_contrato')
      .notNull()
      .references(() => contratos.id_contrato),
    rol: text('rol').notNull(),
    /** The representative who asked for it (null for the worker): only they can sign with it. */
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    codigo_hash: text('codigo_hash').notNull(),
    correo: text('correo').notNull(),
    intentos: integer('intentos').notNull().default(0),
    expira_en: at('expira_en').notNull(),
    usado_en: at('usado_en'),
    creado_en: at('creado_en').notNull(),
  },
  (t) => [
    index('codigos_firma_contrato').on(t.id_contrato, t.rol, t.creado_en),
    check('codigos_firma_rol_check', oneOf(t.rol, SIGNER_ROLES)),
  ],
);

/** Each certificado laboral issued (issue 31 item 5): what it says and its hash, for verification. */
export const certificadosLaborales = pgTable('certificados_laborales', {
  id: serial('id').primaryKey(),
  id_mision: integer('id_mision')
    .notNull()
    .references(() => misiones.id_mision),
  codigo: text('codigo').notNull().unique(),
  incluye_salario: boolean('incluye_salario').notNull(),
  sha256: text('sha256').notNull(),
  emitido_en: at('emitido_en').notNull(),
});
