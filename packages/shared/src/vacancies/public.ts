import { z } from 'zod';
import { rowId } from '../ids';

import { CONTRACT_TYPES, VACANCY_PAGE_SIZE, VACANCY_PAGE_SIZE_MAX, VACANCY_STATES } from './constants';
import { vacancyMessages } from '../messages/vacancies';

export {
  CONTRACT_TYPES,
  contractTypeEmployment,
  contractTypeLabels,
  VACANCY_PAGE_SIZE,
  VACANCY_PAGE_SIZE_MAX,
  VACANCY_STATES,
  type ContractType,
} from './constants';

const optionalInt = rowId().optional();
const optionalSalary = z.coerce.number().int().min(0).max(100_000_000).optional();

/** Query of GET /api/vacancies: every filter optional; newest first. */
export const vacancyListQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    id_ciudad: optionalInt,
    id_categoria: optionalInt,
    salario_min: optionalSalary,
    salario_max: optionalSalary,
    tipo_contrato: z.enum(CONTRACT_TYPES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(VACANCY_PAGE_SIZE_MAX).default(VACANCY_PAGE_SIZE),
  })
  .refine(
    (q) => q.salario_min === undefined || q.salario_max === undefined || q.salario_min <= q.salario_max,
    {
      message: vacancyMessages.salaryRange,
      path: ['salario_min'],
    },
  );
export type VacancyListQuery = z.input<typeof vacancyListQuerySchema>;

export const vacancySummarySchema = z.object({
  id_vacante: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  id_ciudad: z.number().int(),
  nombre_ciudad: z.string(),
  id_categoria: z.number().int(),
  nombre_categoria: z.string(),
  salario: z.number().int(),
  turno: z.string(),
  tipo_contrato: z.enum(CONTRACT_TYPES),
  cantidad_vacantes: z.number().int(),
  fecha_publicacion: z.string(),
  fecha_cierre: z.string(),
  estado: z.enum(VACANCY_STATES),
});
export type VacancySummary = z.infer<typeof vacancySummarySchema>;

export const vacancyPageSchema = z.object({
  items: z.array(vacancySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type VacancyPage = z.infer<typeof vacancyPageSchema>;

export const interviewSlotSchema = z.object({
  id_espacio_agendamiento: z.number().int(),
  fecha_hora: z.string(),
  lugar: z.string(),
  capacidad: z.number().int(),
  disponibles: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const vacancyDetailSchema = vacancySummarySchema.extend({
  descripcion: z.string(),
  requisitos: z.array(z.string()),
  lugar: z.string(),
  departamento: z.string(),
  espacios: z.array(interviewSlotSchema),
});
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;

export const vacancyIdParamsSchema = z.object({ id: rowId() });
