import { z } from 'zod';
import { withoutHiddenCharacters } from '../contact';
import { fromPlainNumber, rowId } from '../ids';
import { CONTRACT_TYPES, VACANCY_STATES } from './constants';
import { staffVacancyMessages } from '../messages/vacancies';
import { reportFormatSchema } from '../report-format';

const id = rowId();
/** Text the public reads: without invisible characters that would make it read as something else. */
const text = (min: number, max: number, message: string) =>
  z.string(message).overwrite(withoutHiddenCharacters).trim().min(min, message).max(max, message);

/** One interview slot as staff edit it; an existing one keeps its id. */
export const slotInputSchema = z.object({
  id_espacio_agendamiento: id.optional(),
  fecha_hora: z.iso.datetime({ offset: true, message: 'Indica fecha y hora de la entrevista.' }),
  lugar: text(2, 200, 'Indica el lugar de la entrevista.'),
  capacidad: fromPlainNumber(z.number().int().min(1, 'La capacidad es de al menos 1 persona.').max(500)),
});

/** Every field the public vacancy page shows, as staff create or edit it. */
export const vacancyInputSchema = z.object({
  titulo: text(3, 120, 'El título debe tener entre 3 y 120 caracteres.'),
  descripcion: text(10, 5000, 'Describe la vacante (al menos 10 caracteres).'),
  requisitos: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  empresa: text(2, 120, 'Indica el nombre de la empresa que se muestra.'),
  id_empresa: id.nullable().default(null),
  /** On create only: the order line this vacancy answers (it accepts that line). */
  id_proceso: id.nullable().default(null),
  id_ciudad: rowId('Elige la ciudad de la vacante.'),
  id_categoria: rowId('Elige la categoría de la vacante.'),
  lugar: text(2, 200, 'Indica el lugar de trabajo.'),
  salario: fromPlainNumber(
    z
      .number(staffVacancyMessages.salaryMissing)
      .int('Indica el salario en pesos, sin decimales.')
      // Published as the vacancy's pay: $ 0 is a salary left out, never a real one.
      .min(1, staffVacancyMessages.salaryMissing)
      .max(100_000_000),
  ),
  turno: text(2, 60, 'Indica el turno.'),
  tipo_contrato: z.enum(CONTRACT_TYPES, 'Elige el tipo de contrato.'),
  cantidad_vacantes: fromPlainNumber(
    z
      .number('Indica los cupos, solo con cifras.')
      .int()
      .min(1, 'Indica al menos 1 cupo.')
      .max(1000, 'Una vacante admite hasta 1000 cupos.'),
  ),
  fecha_cierre: z.iso.date('Indica la fecha de cierre.'),
  espacios: z.array(slotInputSchema).max(50).default([]),
});
export type VacancyInput = z.output<typeof vacancyInputSchema>;

/** GET /api/staff/minimum-wage: the SMMLV setting, for the editor's warning under it. */
export const minimumWageSchema = z.object({ smmlv: z.number().int() });

export const vacancyStateBodySchema = z.object({ estado: z.enum(VACANCY_STATES) });
export const staffVacancyIdParamsSchema = z.object({ id });

export const staffVacancyListQuerySchema = z.object({
  estado: z.enum(VACANCY_STATES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number<unknown>().int().min(1).max(10_000).default(1),
});

/** GET /api/staff/vacancies/export: every vacancy the list's filters match, not one page. */
export const staffVacancyExportQuerySchema = staffVacancyListQuerySchema
  .omit({ page: true })
  .extend({ formato: reportFormatSchema });

// Answers say plain numbers: the inputs' number parsing (a preprocess) has no place in a response
// schema, which Fastify's serializer cannot compile.
const storedNumber = z.number().int();

export const staffSlotSchema = slotInputSchema.extend({
  id_espacio_agendamiento: storedNumber,
  capacidad: storedNumber,
  reservados: storedNumber,
  /** Who holds each place, by name, in booking order (staff see who comes when). */
  agendados: z.array(z.string()),
});

export const staffVacancySchema = z.object({
  id_vacante: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  id_empresa: z.number().int().nullable(),
  estado: z.enum(VACANCY_STATES),
  nombre_ciudad: z.string(),
  fecha_publicacion: z.string(),
  fecha_cierre: z.string(),
  cantidad_vacantes: z.number().int(),
  postulaciones: z.number().int(),
});
export const staffVacancyPageSchema = z.object({
  items: z.array(staffVacancySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const staffVacancyDetailSchema = vacancyInputSchema.omit({ id_proceso: true }).extend({
  id_vacante: storedNumber,
  id_empresa: storedNumber.nullable(),
  id_ciudad: storedNumber,
  id_categoria: storedNumber,
  salario: storedNumber,
  cantidad_vacantes: storedNumber,
  estado: z.enum(VACANCY_STATES),
  espacios: z.array(staffSlotSchema),
  /** The client company's process this vacancy is followed in (its conversation), if any. */
  proceso_empresa: storedNumber.nullable(),
});
export type StaffVacancy = z.infer<typeof staffVacancySchema>;
export type StaffVacancyDetail = z.infer<typeof staffVacancyDetailSchema>;
