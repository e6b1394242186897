import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categorias } from './catalog.js';
import { empresas, usuarios } from './staff.js';
import { vacantes } from './vacancies.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Positions a client company can order (spec §3 Catalogue job), with a salary range in COP.
 * id_empresa null: the agency's default catalogue, for companies without one of their own.
 */
export const cargosCatalogo = pgTable(
  'cargos_catalogo',
  {
    id_cargo: serial('id_cargo').primaryKey(),
    id_empresa: integer('id_empresa').references(() => empresas.id_empresa),
    id_categoria: integer('id_categoria')
      .notNull()
      .references(() => categorias.id_categoria),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull(),
    imagen: text('imagen').notNull(),
    salario_min: integer('salario_min').notNull(),
    salario_max: integer('salario_max').notNull(),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('cargos_catalogo_empresa').on(t.id_empresa, t.id_categoria),
    check(
      'cargos_catalogo_salario_check',
      sql`${t.salario_min} >= 0 and ${t.salario_max} >= ${t.salario_min}`,
    ),
  ],
);

/** A company user's cart (spec §3 Cart): the selected category; the row is also the submit lock. */
export const carritos = pgTable('carritos', {
  id_usuario: integer('id_usuario')
    .primaryKey()
    .references(() => usuarios.id_usuario),
  id_categoria: integer('id_categoria').references(() => categorias.id_categoria),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** Cart items: one per position (adding the same position again is ignored), with its configuration. */
export const carritoItems = pgTable(
  'carrito_items',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => carritos.id_usuario, { onDelete: 'cascade' }),
    id_cargo: integer('id_cargo')
      .notNull()
      .references(() => cargosCatalogo.id_cargo),
    configuracion: jsonb('configuracion').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_cargo] })],
);

/** A submitted cart: the company's service order to the agency. */
export const ordenesServicio = pgTable(
  'ordenes_servicio',
  {
    id_orden: serial('id_orden').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresas.id_empresa),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ordenes_servicio_empresa').on(t.id_empresa, t.created_at)],
);

/**
 * A company's hiring process: one per order line, or one per vacancy the agency opened for the
 * company directly. estado_solicitud pendiente | aceptada | rechazada; accepted lines point at the
 * vacancy the agency opened from them.
 */
export const procesos = pgTable(
  'procesos',
  {
    id_proceso: serial('id_proceso').primaryKey(),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresas.id_empresa),
    id_orden: integer('id_orden').references(() => ordenesServicio.id_orden),
    id_cargo: integer('id_cargo').references(() => cargosCatalogo.id_cargo),
    id_categoria: integer('id_categoria').references(() => categorias.id_categoria),
    id_vacante: integer('id_vacante').references(() => vacantes.id_vacante),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull(),
    configuracion: jsonb('configuracion'),
    estado_solicitud: text('estado_solicitud').notNull().default('pendiente'),
    motivo_rechazo: text('motivo_rechazo'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('procesos_vacante').on(t.id_vacante),
    index('procesos_empresa').on(t.id_empresa, t.created_at),
    index('procesos_solicitud').on(t.estado_solicitud, t.created_at),
    check('procesos_solicitud_check', sql`${t.estado_solicitud} in ('pendiente', 'aceptada', 'rechazada')`),
  ],
);
