import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Agency groups (regional teams): directors and designers see the users of theirs. */
export const grupos = pgTable('grupos', {
  id_grupo: serial('id_grupo').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  created_at: at('created_at').notNull().defaultNow(),
});

/** Client companies, each served by one group. NIT without its check digit, which is kept apart. */
export const empresas = pgTable(
  'empresas',
  {
    id_empresa: serial('id_empresa').primaryKey(),
    nit: text('nit').notNull().unique(),
    digito_verificacion: smallint('digito_verificacion').notNull(),
    razon_social: text('razon_social').notNull(),
    id_grupo: integer('id_grupo')
      .notNull()
      .references(() => grupos.id_grupo),
    correo: text('correo'),
    telefono: text('telefono'),
    direccion: text('direccion'),
    /** The policy named in the agency's contract with the company (Ley 50 de 1990, art. 81 num. 3). */
    poliza_aseguradora: text('poliza_aseguradora'),
    poliza_numero: text('poliza_numero'),
    poliza_vigencia_hasta: date('poliza_vigencia_hasta', { mode: 'string' }),
    poliza_valor: integer('poliza_valor'),
    activo: boolean('activo').notNull().default(true),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('empresas_grupo').on(t.id_grupo)],
);

/**
 * Staff and company users (spec §3 "listed users"). A user without password_hash is invited and has
 * not set one yet. Deleting deactivates: history keeps pointing at the row.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id_usuario: serial('id_usuario').primaryKey(),
    correo: text('correo').notNull().unique(),
    primer_nombre: text('primer_nombre').notNull(),
    primer_apellido: text('primer_apellido').notNull(),
    rol: text('rol').notNull(),
    id_grupo: integer('id_grupo').references(() => grupos.id_grupo),
    id_empresa: integer('id_empresa').references(() => empresas.id_empresa),
    activo: boolean('activo').notNull().default(true),
    password_hash: text('password_hash'),
    intentos_fallidos: integer('intentos_fallidos').notNull().default(0),
    bloqueado_hasta: at('bloqueado_hasta'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('usuarios_grupo').on(t.id_grupo),
    index('usuarios_empresa').on(t.id_empresa),
    check('usuarios_rol_check', sql`${t.rol} in ('admin', 'director', 'disenador', 'empresa')`),
    check('usuarios_empresa_check', sql`${t.rol} <> 'empresa' or ${t.id_empresa} is not null`),
    check(
      'usuarios_grupo_check',
      sql`${t.rol} not in ('director', 'disenador') or ${t.id_grupo} is not null`,
    ),
  ],
);

/** Cookie sessions of staff and company users: only a hash of the token is stored; revocable. */
export const staffSesiones = pgTable(
  'staff_sesiones',
  {
    token_hash: text('token_hash').primaryKey(),
    csrf_hash: text('csrf_hash').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    /** Why it was revoked, when the person should be told at sign-in (e.g. 'rol'). */
    revoke_reason: text('revoke_reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('staff_sesiones_usuario').on(t.id_usuario)],
);

/** Invitation links (72 h): the invitee sets a password at /signup. Only a hash of the token is kept. */
export const staffInvitaciones = pgTable(
  'staff_invitaciones',
  {
    token_hash: text('token_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_invitaciones_usuario').on(t.id_usuario)],
);

/**
 * Password reset links mailed from /signin (1 h, single use). Only a hash of the token is kept;
 * using one revokes every session of the user.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_password_resets_usuario').on(t.id_usuario)],
);

/** Append-only audit log: who did what to which record, with before and after. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    actor: text('actor').notNull(),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    entidad_id: text('entidad_id').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_entidad').on(t.entidad, t.entidad_id, t.created_at),
    index('auditoria_fecha').on(t.created_at),
    index('auditoria_usuario').on(t.id_usuario, t.created_at),
  ],
);
