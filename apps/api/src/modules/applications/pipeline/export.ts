import type { ReportFormat } from '@portal/shared/report-format';
import { pipelineStateLabels, type ApplicationState } from '@portal/shared/vacancies/constants';
import { requireVacancyReachable } from '../../../access/staff-scope.js';
import type { Db } from '../../../db/client.js';
import { keysetBatches, mapBatches } from '../../../lib/keyset-batches.js';
import type { Report } from '../../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordExport } from '../../audit/service.js';
import { pipelineBatch } from './repository.js';

const TITLES = [
  'Nombre',
  'Número de documento',
  'Correo',
  'Teléfono',
  'Estado',
  'Fecha de postulación',
  'Último cambio',
  'Entrevista',
  'Origen',
];

type Row = Awaited<ReturnType<typeof pipelineBatch>>[number];

/**
 * GET /api/staff/vacancies/:id/applications/export: the vacancy's board as a file (all states, or
 * the one shown), for those who reach the vacancy (404 otherwise, as the board answers). Audited:
 * it is candidates' personal data.
 */
export async function exportPipeline(
  db: Db,
  staff: StaffPrincipal,
  vacancyId: number,
  estado: ApplicationState | undefined,
  formato: ReportFormat,
): Promise<Report> {
  await requireVacancyReachable(db, staff, vacancyId);
  await recordExport(db, staff, 'postulaciones', formato, { id_vacante: vacancyId, estado });
  const batches = keysetBatches((after: Row | undefined, limit) =>
    pipelineBatch(db, vacancyId, estado, after?.id_postulacion ?? 0, limit),
  );
  return {
    titles: TITLES,
    sheetName: 'Postulaciones',
    batches: mapBatches(batches, (rows) =>
      rows.map((row) => [
        row.nombre,
        row.numero_documento,
        row.correo ?? '',
        row.numero_contacto1 ?? '',
        pipelineStateLabels[row.estado as ApplicationState] ?? row.estado,
        { dateTime: row.created_at },
        { dateTime: row.updated_at },
        row.entrevista_fecha ? { dateTime: row.entrevista_fecha } : '',
        row.utm_source ?? '',
      ]),
    ),
  };
}
