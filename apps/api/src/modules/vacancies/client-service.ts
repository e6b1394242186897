import type { Db } from '../../db/client.js';
import { companyVacancies, type CompanyVacancyRow } from './client-repository.js';

export type { CompanyVacancyRow };

/** For other modules: a client company's vacancies (the agency opened them for it), with counts. */
export const vacanciesOfCompany = (db: Db, idEmpresa: number) => companyVacancies(db, idEmpresa);

/** One of them, or undefined when it is not the company's (callers answer 404). */
export async function vacancyOfCompany(db: Db, idEmpresa: number, id: number) {
  const [row] = await companyVacancies(db, idEmpresa, id);
  return row;
}
