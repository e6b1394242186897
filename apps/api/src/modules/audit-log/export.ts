import {
  actorLabel,
  auditActionLabels,
  auditEntityLabels,
  type AuditEntity,
  type AuditQuery,
} from '@portal/shared/audit';
import type { ReportFormat } from '@portal/shared/report-format';
import type { Db } from '../../db/client.js';
import { keysetBatches, mapBatches } from '../../lib/keyset-batches.js';
import type { Report } from '../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordExport } from '../audit/service.js';
import { assertLogReadable } from './scope.js';
import { auditFilterOf, auditTrail } from './service.js';

const TITLES = ['Fecha', 'Quién', 'Acción', 'Registro', 'N.º de registro', 'Antes', 'Después'];

type Entry = Awaited<ReturnType<typeof auditTrail>>[number];
type Filters = Omit<AuditQuery, 'before_id' | 'limit'>;

/** A side of a change, whole (a file is read in full, unlike the screen's cut values). */
const sideText = (side: unknown) => (side === null || side === undefined ? '' : JSON.stringify(side));

/**
 * GET /api/audit/export: the log within the list's filters and for the same readers (an admin all of
 * it, the rest one record of theirs), newest first, a keyset batch of the list's own query at a time.
 * Audited itself: the log names people.
 */
export async function exportAuditLog(
  db: Db,
  staff: StaffPrincipal,
  filters: Filters,
  formato: ReportFormat,
): Promise<Report> {
  await assertLogReadable(db, staff, filters);
  await recordExport(db, staff, 'auditoria', formato, filters);
  const filter = auditFilterOf(filters);
  const batches = keysetBatches((after: Entry | undefined, limit) =>
    auditTrail(db, { ...filter, before_id: after?.id, limit }),
  );
  return {
    titles: TITLES,
    sheetName: 'Auditoría',
    batches: mapBatches(batches, (entries) =>
      entries.map((entry) => [
        { dateTime: new Date(entry.created_at) },
        actorLabel(entry),
        auditActionLabels[entry.accion] ?? entry.accion,
        auditEntityLabels[entry.entidad as AuditEntity] ?? entry.entidad,
        entry.entidad_id,
        sideText(entry.antes),
        sideText(entry.despues),
      ]),
    ),
  };
}
