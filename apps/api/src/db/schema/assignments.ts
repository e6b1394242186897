import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { END_REASONS } from '@portal/shared/assignments/assignment';
import { ASSIGNMENT_CAUSALS, REPLACEMENT_REASONS } from '@portal/shared/assignments/terms';
import { oneOf } from './checks.js';
import { empresas, usuarios } from './staff.js';
import { postulaciones } from './vacancies.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The assignment (misión) of a hired worker at the client company (empresa usuaria), one per hire,
 * within the terms of Decreto 1072 de 2015, art. 2.2.6.5.6 (decision 0063). `servicio` names what the
 * worker does there: the 12-month limit of causal 3 counts per company and service.
 */
export const misiones = pgTable(
  'misiones',
  {
    id_mision: serial('id_mision').primaryKey(),
    id_postulacion: integer('id_postulacion')
      .notNull()
      .references(() => postulaciones.id_postulacion),
    id_empresa: integer('id_empresa')
      .notNull()
      .references(() => empresas.id_empresa),
    servicio: text('servicio').notNull(),
    causal: text('causal').notNull(),
    reemplazo_persona: text('reemplazo_persona'),
    reemplazo_motivo: text('reemplazo_motivo'),
    inicio: day('inicio').notNull(),
    fin_previsto: day('fin_previsto').notNull(),
    salario: integer('salario').notNull(),
    tiempo_completo: boolean('tiempo_completo').notNull().default(true),
    terminada_el: day('terminada_el'),
    motivo_terminacion: text('motivo_terminacion'),
    nota_terminacion: text('nota_terminacion'),
    /** The 30- and 15-day warnings already sent for the current planned end (cleared by an extension). */
    aviso_30_en: at('aviso_30_en'),
    aviso_15_en: at('aviso_15_en'),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    creado_en: at('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('misiones_postulacion').on(t.id_postulacion),
    index('misiones_empresa_servicio').on(t.id_empresa, t.servicio),
    index('misiones_fin').on(t.fin_previsto),
    check('misiones_causal_check', oneOf(t.causal, ASSIGNMENT_CAUSALS)),
    check(
      'misiones_reemplazo_check',
      sql`${t.reemplazo_motivo} is null or ${oneOf(t.reemplazo_motivo, REPLACEMENT_REASONS)}`,
    ),
    check(
      'misiones_terminacion_check',
      sql`(${t.terminada_el} is null) = (${t.motivo_terminacion} is null) and (${t.motivo_terminacion} is null or ${oneOf(t.motivo_terminacion, END_REASONS)})`,
    ),
    check('misiones_fechas_check', sql`${t.fin_previsto} >= ${t.inicio}`),
  ],
);

/** Each extension of an assignment: the end it had, the end it got, who and when. */
export const prorrogasMision = pgTable(
  'prorrogas_mision',
  {
    id: serial('id').primaryKey(),
    id_mision: integer('id_mision')
      .notNull()
      .references(() => misiones.id_mision, { onDelete: 'cascade' }),
    fin_anterior: day('fin_anterior').notNull(),
    fin_nuevo: day('fin_nuevo').notNull(),
    nota: text('nota'),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    creado_en: at('creado_en').notNull().defaultNow(),
  },
  (t) => [index('prorrogas_mision_mision').on(t.id_mision, t.id)],
);
