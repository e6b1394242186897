import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { HOUR_KINDS } from '@portal/shared/timesheets/hour-kinds';
import { SHIFT_SOURCES } from '@portal/shared/timesheets/timesheet';
import { misiones } from './assignments.js';
import { candidatos } from './candidates.js';
import { oneOf } from './checks.js';
import { usuarios } from './staff.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** A break inside a shift, in minutes from the shift's start. */
export interface StoredBreak {
  desde: number;
  hasta: number;
}

/**
 * A shift worked on an assignment (issue 32; decision 0066): the instants it started and ended and
 * its breaks. `fecha` is the Bogotá day it started, the day a person names it by.
 */
export const turnos = pgTable(
  'turnos',
  {
    id_turno: serial('id_turno').primaryKey(),
    id_mision: integer('id_mision')
      .notNull()
      .references(() => misiones.id_mision),
    fecha: day('fecha').notNull(),
    inicio: at('inicio').notNull(),
    fin: at('fin').notNull(),
    descansos: jsonb('descansos').$type<StoredBreak[]>().notNull().default([]),
    minutos: integer('minutos').notNull(),
    origen: text('origen').notNull(),
    id_candidato: integer('id_candidato').references(() => candidatos.id_candidato),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    creado_en: at('creado_en').notNull().defaultNow(),
    actualizado_en: at('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    index('turnos_mision_inicio').on(t.id_mision, t.inicio),
    index('turnos_fecha').on(t.fecha),
    check('turnos_origen_check', oneOf(t.origen, SHIFT_SOURCES)),
    check('turnos_fin_check', sql`${t.fin} > ${t.inicio} and ${t.minutos} > 0`),
    check('turnos_autor_check', sql`(${t.id_candidato} is null) <> (${t.id_usuario} is null)`),
  ],
);

/**
 * The state of a worker's week on an assignment (Monday `semana`): waiting for the company, approved
 * or returned with a comment. A week with shifts and no row is waiting.
 */
export const semanasTiempo = pgTable(
  'semanas_tiempo',
  {
    id_mision: integer('id_mision')
      .notNull()
      .references(() => misiones.id_mision),
    semana: day('semana').notNull(),
    estado: text('estado').notNull(),
    comentario: text('comentario'),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    revisada_en: at('revisada_en'),
  },
  (t) => [
    primaryKey({ columns: [t.id_mision, t.semana] }),
    check('semanas_tiempo_estado_check', oneOf(t.estado, ['pendiente', 'aprobada', 'devuelta'])),
  ],
);

/** A payroll period the agency closed: its weeks were approved and its days no longer change. */
export const periodosNomina = pgTable(
  'periodos_nomina',
  {
    id_periodo: serial('id_periodo').primaryKey(),
    tipo: text('tipo').notNull(),
    inicio: day('inicio').notNull(),
    fin: day('fin').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    cerrado_en: at('cerrado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('periodos_nomina_inicio').on(t.inicio),
    check('periodos_nomina_tipo_check', oneOf(t.tipo, ['quincena', 'mes'])),
    check('periodos_nomina_fechas_check', sql`${t.fin} >= ${t.inicio}`),
  ],
);

/** A correction the agency makes to approved hours: minutes of one kind on one day, with its reason. */
export const ajustesTiempo = pgTable(
  'ajustes_tiempo',
  {
    id: serial('id').primaryKey(),
    id_mision: integer('id_mision')
      .notNull()
      .references(() => misiones.id_mision),
    dia: day('dia').notNull(),
    tipo: text('tipo').notNull(),
    minutos: integer('minutos').notNull(),
    motivo: text('motivo').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    creado_en: at('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('ajustes_tiempo_mision_dia').on(t.id_mision, t.dia),
    check('ajustes_tiempo_tipo_check', oneOf(t.tipo, HOUR_KINDS)),
    check('ajustes_tiempo_minutos_check', sql`${t.minutos} <> 0`),
  ],
);
