import type { ProcessDetail } from './client';
import { spreadsheetCsv } from '../spreadsheet';

/** The process's hired candidates (those with a hiring date), as the last stage lists them. */
export const hiredCandidatesOf = (process: ProcessDetail) =>
  process.candidatos.filter((candidate) => candidate.fechaContratacion);

/**
 * The company's 'Descargar CSV' of hired candidates (spec §3 Hired candidate: name, age, experience,
 * certificates, hiring date, plus the position), with Spanish column titles; numbers and the ISO date
 * stay sortable in the spreadsheet.
 */
export function hiredCandidatesCsv(process: ProcessDetail): string {
  return spreadsheetCsv(
    ['Nombre', 'Cargo', 'Edad (años)', 'Experiencia (años)', 'Certificaciones', 'Fecha de contratación'],
    hiredCandidatesOf(process).map((c) => [
      c.nombre,
      process.solicitud.cargo,
      c.edad ?? '',
      c.experiencia ?? '',
      c.certificaciones.join('; '),
      c.fechaContratacion!.slice(0, 10),
    ]),
  );
}
