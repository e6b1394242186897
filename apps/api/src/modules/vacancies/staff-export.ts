import type { ContractType } from '@portal/shared/vacancies/constants';
import { contractTypeLabels, vacancyStateLabels } from '@portal/shared/vacancies/constants';
import { vacancyScope } from '../../access/staff-scope.js';
import type { Db } from '../../db/client.js';
import { keysetBatches, mapBatches } from '../../lib/keyset-batches.js';
import type { Report } from '../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { exportBatchForStaff } from './staff-repository.js';

const TITLES = [
  'N.º de vacante',
  'Título',
  'Empresa',
  'Ciudad',
  'Estado',
  'Fecha de publicación',
  'Fecha de cierre',
  'Cupos',
  'Salario',
  'Tipo de contrato',
  'Postulaciones',
];

type Row = Awaited<ReturnType<typeof exportBatchForStaff>>[number];

/**
 * GET /api/staff/vacancies/export: every vacancy of the staff list in the viewer's scope that its
 * filters match (not one page), newest first. No personal data, so not audited (decision 0068).
 */
export function exportStaffVacancies(
  db: Db,
  staff: StaffPrincipal,
  query: { estado?: 'abierta' | 'cerrada'; q?: string },
): Report {
  const filter = { ...query, scope: vacancyScope(staff) };
  const batches = keysetBatches((after: Row | undefined, limit) =>
    exportBatchForStaff(db, filter, after?.id_vacante, limit),
  );
  return {
    titles: TITLES,
    sheetName: 'Vacantes',
    batches: mapBatches(batches, (rows) =>
      rows.map((row) => [
        String(row.id_vacante),
        row.titulo,
        row.empresa,
        row.nombre_ciudad,
        vacancyStateLabels[row.estado as 'abierta' | 'cerrada'] ?? row.estado,
        { dateTime: row.fecha_publicacion },
        { date: row.fecha_cierre },
        { number: row.cantidad_vacantes, decimals: 0 },
        { number: row.salario, decimals: 0 },
        contractTypeLabels[row.tipo_contrato as ContractType] ?? row.tipo_contrato,
        { number: row.postulaciones, decimals: 0 },
      ]),
    ),
  };
}
