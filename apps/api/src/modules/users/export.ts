import { filterUsers, stateLabels, stateOf, type UserFilters } from '@portal/shared/users/filters';
import { roleLabels } from '@portal/shared/users/staff';
import type { ReportFormat } from '@portal/shared/report-format';
import type { Db } from '../../db/client.js';
import { keysetBatches, mapBatches } from '../../lib/keyset-batches.js';
import type { Report } from '../../lib/streamed-report.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordExport } from '../audit/service.js';
import { toStaffUser } from './service.js';
import * as repo from './repository.js';

const TITLES = ['Nombre', 'Apellido', 'Correo', 'Rol', 'Grupo', 'Empresa', 'Estado', 'Fecha de creación'];

/**
 * GET /api/staff/users/export: the users list as a file, in the viewer's scope (admin all, director
 * and diseñador their group) and cut by the screen's own filters (`filterUsers`, batch by batch).
 */
export async function exportUsers(
  db: Db,
  staff: StaffPrincipal,
  filters: UserFilters,
  formato: ReportFormat,
): Promise<Report> {
  await recordExport(db, staff, 'usuarios', formato, filters);
  const scope = repo.usersInScope(staff);
  const batches = keysetBatches((after: repo.ListedUserRow | undefined, limit) =>
    repo.listUsersAfter(db, scope, after?.id_usuario ?? 0, limit),
  );
  return {
    titles: TITLES,
    sheetName: 'Usuarios',
    batches: mapBatches(batches, (rows) =>
      filterUsers(rows.map(toStaffUser), filters).map((user) => [
        user.primer_nombre,
        user.primer_apellido,
        user.correo,
        roleLabels[user.rol],
        user.nombre_grupo ?? '',
        user.razon_social ?? '',
        stateLabels[stateOf(user)],
        { dateTime: new Date(user.created_at) },
      ]),
    ),
  };
}
