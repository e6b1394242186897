import { eq } from 'drizzle-orm';
import { bogotaToday, formatCalendarDay } from '@portal/shared/bogota-time';
import { certificateMessages as messages, signingMessages } from '@portal/shared/contracts/signing';
import { formatCop, fullName } from '@portal/shared/text';
import type { Database } from '../../../db/client.js';
import { certificadosLaborales, postulaciones } from '../../../db/schema/index.js';
import { hitWithin } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { assignmentContractData } from '../repository.js';
import type { Employer } from '../service.js';
import { sha256, verifyUrlOf } from '../signing/service.js';
import { newVerificationCode } from '../signing/verification-code.js';

const CERTIFICATES_PER_HOUR = 20;

/**
 * The certificado laboral (issue 31 item 5): the employer (the agency) certifies the time served, the
 * work done and, if the worker wants, the salary (CST art. 57 num. 7). Issued on demand to the worker,
 * each one recorded with its own verification code and hash.
 */
export async function workCertificate(
  db: Database,
  idCandidato: number,
  idMision: number,
  withSalary: boolean,
  employer: Employer,
  origin: string,
  now: Date,
) {
  const row = await assignmentContractData(db, idMision, eq(postulaciones.id_candidato, idCandidato));
  if (!row) throw AppError.notFound(signingMessages.notYours);
  const today = bogotaToday(now);
  if (row.inicio > today) throw AppError.conflict(messages.notStarted);
  // Each one is a PDF made and recorded: a worker needs a few, not one per click of a prefetcher.
  if (!(await hitWithin(db, `certificado:${idCandidato}`, now, CERTIFICATES_PER_HOUR, 3600_000)))
    throw new AppError('TOO_MANY_REQUESTS', messages.tooMany);
  const name = fullName(row);
  const ended = row.terminada_el !== null && row.terminada_el <= today;
  const period = ended
    ? `desde el ${formatCalendarDay(row.inicio)} hasta el ${formatCalendarDay(row.terminada_el!)}`
    : `desde el ${formatCalendarDay(row.inicio)} hasta la fecha`;
  const paragraphs = [
    `${name}, identificado(a) con cédula de ciudadanía N.º ${row.numero_documento}, ${ended ? 'laboró' : 'labora'} con ${employer.AGENCY_NAME} (NIT ${employer.AGENCY_NIT}), empresa de servicios temporales, como trabajador(a) en misión en el cargo de ${row.cargo}, en la empresa usuaria ${row.empresa}, ${period}.`,
    ...(withSalary
      ? [`${ended ? 'Devengaba' : 'Devenga'} un salario mensual de ${formatCop(row.salario)}.`]
      : []),
    `Se expide a solicitud del interesado el ${formatCalendarDay(today)}.`,
  ];
  const codigo = newVerificationCode();
  // pdf-lib and its fonts load with the first PDF, not at start (memory at rest, decision 0069).
  const { certificatePdf } = await import('../pdf/documents.js');
  const pdf = await certificatePdf(
    {
      code: codigo,
      verifyUrl: verifyUrlOf(origin, codigo),
      employer: employer.AGENCY_NAME,
      paragraphs,
      issuedAt: now,
    },
    now,
  );
  await db.insert(certificadosLaborales).values({
    id_mision: idMision,
    codigo,
    incluye_salario: withSalary,
    sha256: sha256(pdf),
    emitido_en: now,
  });
  return { bytes: pdf, filename: `certificado-laboral-${codigo}.pdf` };
}
