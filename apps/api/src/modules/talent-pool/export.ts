import { AVAILABILITY_LABELS } from '@portal/shared/candidates/work-profile';
import type { ReportFormat } from '@portal/shared/report-format';
import type { PoolSearchQuery } from '@portal/shared/talent-pool/search';
import type { Db } from '../../db/client.js';
import { mapBatches } from '../../lib/keyset-batches.js';
import type { Report } from '../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordExport } from '../audit/service.js';
import { poolBatches } from './search.js';

const TITLES = [
  'Nombre',
  'Número de documento',
  'Ciudad',
  'Departamento',
  'Categorías',
  'Años de experiencia',
  'Disponibilidad',
  'Aspiración salarial',
  'Documentos completos',
  'Acepta ser contactado',
  'Postulaciones',
  'Contrataciones',
  'Misiones',
  'Inasistencias a entrevistas',
  'Última actividad',
];

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** GET /api/staff/talent-pool/export: the search's result with its filters, every page, as a file. */
export async function exportPool(
  db: Db,
  staff: StaffPrincipal,
  { page: _page, page_size: _size, ...query }: PoolSearchQuery,
  formato: ReportFormat,
): Promise<Report> {
  await recordExport(db, { id_usuario: staff.id_usuario }, 'base_talento', formato, query);
  return {
    titles: TITLES,
    sheetName: 'Base de talento',
    batches: mapBatches(poolBatches(db, { ...query, page: 1, page_size: 20 }), (rows) =>
      rows.map((row) => [
        row.nombre,
        row.numero_documento,
        row.ciudad ?? '',
        row.departamento ?? '',
        row.categorias.join(', '),
        row.anios_experiencia === null ? '' : { number: row.anios_experiencia, decimals: 0 },
        row.disponibilidad ? AVAILABILITY_LABELS[row.disponibilidad] : '',
        row.aspiracion_salarial === null ? '' : { number: row.aspiracion_salarial, decimals: 0 },
        yesNo(row.documentos_listos),
        yesNo(row.acepta_contacto),
        { number: row.postulaciones, decimals: 0 },
        { number: row.contrataciones, decimals: 0 },
        { number: row.misiones, decimals: 0 },
        { number: row.inasistencias, decimals: 0 },
        { dateTime: new Date(row.ultima_actividad) },
      ]),
    ),
  };
}
