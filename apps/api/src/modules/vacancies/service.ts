import {
  type VacancyDetail,
  type vacancyListQuerySchema,
  type VacancyPage,
  type VacancySummary,
} from '@portal/shared/vacancies/public';
import { vacancyMessages } from '@portal/shared/messages';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findVacancy, listOpenVacancies, openVacancyStamps } from './repository.js';
import { toPrefixQuery } from './search-text.js';

type ListQuery = z.output<typeof vacancyListQuerySchema>;
type SummaryRow = Omit<VacancySummary, 'fecha_publicacion' | 'tipo_contrato' | 'estado'> & {
  fecha_publicacion: Date;
  tipo_contrato: string;
  estado: string;
};

function toSummary<T extends SummaryRow>(row: T) {
  return {
    ...row,
    fecha_publicacion: row.fecha_publicacion.toISOString(),
    tipo_contrato: row.tipo_contrato as VacancySummary['tipo_contrato'],
    estado: row.estado as VacancySummary['estado'],
  };
}

export async function searchVacancies(db: Database, query: ListQuery): Promise<VacancyPage> {
  const { page, page_size, q, ...filters } = query;
  const { rows, total } = await listOpenVacancies(db, {
    ...filters,
    tsquery: toPrefixQuery(q),
    limit: page_size,
    offset: (page - 1) * page_size,
  });
  return {
    items: rows.map(toSummary),
    total,
    page,
    page_size,
  };
}

/** The vacancy with its open interview slots; unknown ids are a Spanish 404. */
export async function getVacancy(db: Database, id: number): Promise<VacancyDetail> {
  const found = await findVacancy(db, id);
  if (!found) throw AppError.notFound(vacancyMessages.notFound);
  const { slots, ...vacancy } = found;
  return {
    ...toSummary(vacancy),
    espacios: slots.map((slot) => ({ ...slot, fecha_hora: slot.fecha_hora.toISOString() })),
  };
}

/** Open vacancies for the sitemap: id and when each last changed. */
export async function openVacanciesForSitemap(db: Database): Promise<{ id: number; lastmod: Date }[]> {
  const rows = await openVacancyStamps(db);
  return rows.map((row) => ({ id: row.id_vacante, lastmod: row.updated_at }));
}
