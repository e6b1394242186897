import { type BulkResult, type BulkRow } from '@portal/shared/users/bulk';
import { bulkMessages } from '@portal/shared/messages';
import type { Database } from '../../../db/client.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { insertUsers } from '../repository.js';
import type { InviteContext } from '../team/invitation-cap.js';
import { inviteAll } from '../service.js';
import { checkRows, loadLookups, type RowCheck } from './validate.js';

type Mode = BulkResult['modo'];

function summary(modo: Mode, checks: RowCheck[], created: Map<string, number>, message: string): BulkResult {
  const validas = checks.filter((check) => check.user).length;
  return {
    modo,
    total: checks.length,
    validas,
    invalidas: checks.length - validas,
    creadas: created.size,
    message,
    filas: checks.map(({ fila, correo, errores }) => {
      const ok = Object.keys(errores).length === 0;
      return { fila, correo, ok, errores, id_usuario: (ok && created.get(correo)) || null };
    }),
  };
}

/**
 * POST /auth/register_massive: checks every row (a dry run writes nothing), then registers all rows or
 * none (all_or_nothing), or only the valid ones (valid_only), in one transaction with a handful of
 * statements whatever the size: users, invitations, throttled e-mails, audit rows.
 */
export async function registerMany(
  db: Database,
  staff: StaffPrincipal,
  modo: Mode,
  rows: BulkRow[],
  invite: InviteContext,
): Promise<BulkResult> {
  const emails = rows.map((row) => row.correo.trim().toLowerCase()).filter(Boolean);
  const checks = checkRows(rows, staff, await loadLookups(db, emails));
  const valid = checks.filter((check) => check.user);
  const invalid = checks.length - valid.length;
  if (modo === 'dry_run') return summary(modo, checks, new Map(), bulkMessages.dryRun(valid.length, invalid));
  if (modo === 'all_or_nothing' && invalid > 0) {
    return summary(modo, checks, new Map(), bulkMessages.nothingWritten(invalid));
  }
  const created = await db.transaction(async (tx) => {
    const users = valid.length
      ? await insertUsers(
          tx,
          valid.map((check) => check.user!),
        )
      : [];
    await inviteAll(tx, staff, users, invite);
    await recordAudit(
      tx,
      ...users.map((user) => ({
        actor: staff,
        accion: 'crear_masivo',
        entidad: 'usuario',
        entidad_id: user.id_usuario,
        despues: { correo: user.correo, rol: user.rol, id_grupo: user.id_grupo, id_empresa: user.id_empresa },
      })),
    );
    return new Map(users.map((user) => [user.correo, user.id_usuario]));
  });
  return summary(modo, checks, created, bulkMessages.created(created.size, checks.length - created.size));
}
