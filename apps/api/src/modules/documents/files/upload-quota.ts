import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '@portal/shared/constants';
import { documentMessages } from '@portal/shared/messages';
import type { Db } from '../../../db/client.js';
import { candidatos, cargasCandidato } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { FILES_PATH } from '../../../infra/storage/provider.js';
import { ORPHAN_GRACE_MS } from './sweeper.js';

/**
 * The quota of unattached bytes (issue 9 item 6): uploads not yet saved into a document live an hour
 * before the sweeper removes them, so without a quota a script could fill the disk within the
 * per-minute limit. Each upload first reserves the largest size, under a lock on the candidate's row
 * so parallel uploads cannot all see room; once stored the reservation becomes the file's real size.
 * An upload starts only while the candidate's unattached bytes are under the quota.
 */
export async function reserveUpload(db: Db, candidateId: number, quotaBytes: number, now = new Date()) {
  const reservation = `reserva:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx
      .select({ id: candidatos.id_candidato })
      .from(candidatos)
      .where(eq(candidatos.id_candidato, candidateId))
      .for('update');
    const since = new Date(now.getTime() - ORPHAN_GRACE_MS);
    const [pending] = await tx
      .select({ bytes: sql<number>`coalesce(sum(${cargasCandidato.bytes}), 0)::bigint` })
      .from(cargasCandidato)
      .where(
        and(
          eq(cargasCandidato.id_candidato, candidateId),
          sql`${cargasCandidato.creado_en} > ${since.toISOString()}`,
          sql`not exists (select 1 from documentos_candidato d
                where d.doc_url = ${FILES_PATH} || ${cargasCandidato.clave})`,
        ),
      );
    if (Number(pending?.bytes ?? 0) >= quotaBytes) {
      throw new AppError('TOO_MANY_REQUESTS', documentMessages.tooManyUnattached);
    }
    await tx
      .insert(cargasCandidato)
      .values({ clave: reservation, id_candidato: candidateId, bytes: UPLOAD_MAX_BYTES, creado_en: now });
  });
  return reservation;
}

/** The upload is stored: its reservation becomes the file's key and real size. */
export async function settleUpload(db: Db, reservation: string, key: string, bytes: number) {
  await db.transaction(async (tx) => {
    const [held] = await tx.delete(cargasCandidato).where(eq(cargasCandidato.clave, reservation)).returning();
    if (!held) return;
    // The same key twice (the same name in the same millisecond) is one stored file.
    await tx
      .insert(cargasCandidato)
      .values({ ...held, clave: key, bytes })
      .onConflictDoUpdate({ target: cargasCandidato.clave, set: { bytes } });
  });
}

/** The upload was refused or failed: nothing was stored, nothing counts. */
export async function releaseUpload(db: Db, reservation: string) {
  await db.delete(cargasCandidato).where(eq(cargasCandidato.clave, reservation));
}
