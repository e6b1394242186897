import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentosCandidato, solicitudesDocumentos, tiposDocumento } from '../../db/schema/index.js';
import { demoFileKey, clientFileKey } from './files/demo-files.js';
import { objectUrl } from '../../infra/storage/provider.js';
import { demoFiles, demoRequests, documentTypeRows } from './seed-data.js';

/**
 * Document types (always, idempotent) and, the first time only, the demo candidate's documents and
 * open requests. The files themselves are written by the API at start (modules/documents/demo-files).
 */
export async function seedDocuments(db: Database, demoCandidateId: number | undefined): Promise<void> {
  await db.insert(tiposDocumento).values(documentTypeRows).onConflictDoNothing();
  if (demoCandidateId === undefined) return;
  const id = demoCandidateId;
  await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(solicitudesDocumentos)
      .where(eq(solicitudesDocumentos.id_candidato, id));
    if (already && already.n > 0) return;
    await tx.insert(documentosCandidato).values(
      demoFiles.map((file) => ({
        id_candidato: id,
        id_documento: file.typeId,
        doc_url: objectUrl(demoFileKey(id, file)),
      })),
    );
    await tx.insert(solicitudesDocumentos).values(
      demoRequests.map(({ client_file, ...request }) => ({
        ...request,
        id_candidato: id,
        client_doc_url: client_file ? objectUrl(clientFileKey(client_file)) : null,
      })),
    );
  });
}
