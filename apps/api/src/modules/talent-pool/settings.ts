import { sql } from 'drizzle-orm';
import {
  DEFAULT_INVITATION_CAP,
  DEFAULT_MATCH_WEIGHTS,
  invitationCapSchema,
  matchWeightsSchema,
  type PoolSettings,
} from '@portal/shared/talent-pool/matching';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { recordAudit } from '../audit/service.js';

const KEYS = { pesos: 'pesos_coincidencia', tope: 'tope_invitaciones' } as const;

/** The pool's settings in force: what an admin saved, else the defaults of decision 0067. */
export async function poolSettings(db: Db): Promise<PoolSettings> {
  const rows = await queryRows<{ clave: string; valor: unknown }>(
    db,
    sql`select clave, valor from ajustes_pool where clave in (${KEYS.pesos}, ${KEYS.tope})`,
  );
  const saved = new Map(rows.map((row) => [row.clave, row.valor]));
  // A saved value that no longer parses (a reason added since) falls back to the default whole.
  const pesos = matchWeightsSchema.safeParse(saved.get(KEYS.pesos));
  const tope = invitationCapSchema.safeParse(saved.get(KEYS.tope));
  return {
    pesos: pesos.success ? pesos.data : DEFAULT_MATCH_WEIGHTS,
    tope_invitaciones: tope.success ? tope.data : DEFAULT_INVITATION_CAP,
  };
}

/** Saves both settings and audits the change with the values before and after. */
export async function savePoolSettings(db: Db, idUsuario: number, settings: PoolSettings) {
  return db.transaction(async (tx) => {
    const before = await poolSettings(tx);
    for (const [clave, valor] of [
      [KEYS.pesos, settings.pesos],
      [KEYS.tope, settings.tope_invitaciones],
    ] as const)
      await tx.execute(
        sql`insert into ajustes_pool (clave, valor, id_usuario, actualizado_en)
            values (${clave}, ${JSON.stringify(valor)}::jsonb, ${idUsuario}, now())
            on conflict (clave) do update set valor = excluded.valor, id_usuario = excluded.id_usuario,
              actualizado_en = excluded.actualizado_en`,
      );
    await recordAudit(tx, {
      actor: { id_usuario: idUsuario },
      accion: 'actualizar',
      entidad: 'ajustes_pool',
      entidad_id: 'coincidencia',
      antes: before,
      despues: settings,
    });
    return settings;
  });
}
