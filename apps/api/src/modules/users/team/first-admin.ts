import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../audit/service.js';
import { hashPassword } from '../session/passwords.js';
import * as repo from '../repository.js';

export interface FirstAdmin {
  correo: string;
  primer_nombre: string;
  primer_apellido: string;
  password: string;
}

/**
 * `npm run admin:create`: creates an admin with a password, or, when the e-mail exists, makes it an
 * active admin with this new password (how a locked-out deployment gets back in). Audited as 'sistema'.
 */
export async function createOrResetAdmin(db: Database, admin: FirstAdmin) {
  const password_hash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const existing = await repo.findUserByEmail(tx, admin.correo);
    const values = { rol: 'admin', activo: true, password_hash, intentos_fallidos: 0, bloqueado_hasta: null };
    const row = existing
      ? await repo.updateUser(tx, existing.id_usuario, values)
      : await repo.insertUser(tx, {
          ...values,
          correo: admin.correo,
          primer_nombre: admin.primer_nombre,
          primer_apellido: admin.primer_apellido,
          id_empresa: null,
        });
    if (existing) await repo.revokeUserSessions(tx, existing.id_usuario, new Date());
    await recordAudit(tx, {
      actor: 'sistema',
      accion: existing ? 'restablecer_admin' : 'crear_admin',
      entidad: 'usuario',
      entidad_id: row!.id_usuario,
      despues: { correo: row!.correo, rol: 'admin' },
    });
    return { created: !existing, id_usuario: row!.id_usuario };
  });
}
