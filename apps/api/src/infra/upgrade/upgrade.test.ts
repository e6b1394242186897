import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../lib/sample-files.js';
import { cognitoOverHttp } from '../../test-support/cognito-client.js';
import { temporaryDataFolder } from '../../test-support/data-folder.js';
import { multipartBody } from '../../test-support/documents.js';
import { createScratchDatabase } from '../../test-support/scratch-database.js';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process.js';
import { cookieHeader, DEMO_STAFF_PASSWORD } from '../../test-support/staff.js';
import { checkoutRelease, PREVIOUS_RELEASE } from './previous-release.js';

// Issue 34 item 5, decision 0071: the previous release runs on real data (the demo seed plus writes
// through its HTTP API), stops, and this code starts on the same data: every record is still there
// and usable. On the embedded PostgreSQL (the default) and on an external server. In test:pg only:
// it needs the git history (previous-release.ts says how to get it when it is missing).
const serverUrl = process.env.TEST_DATABASE_URL;
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const START_MS = 180_000;

async function json<T>(server: ServerProcess, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo candidate signs in (the identity endpoint, as Amplify does): a bearer header. */
async function candidate(server: ServerProcess) {
  const { userPoolClientId } = (await json<{ identity: { userPoolClientId: string } }>(server, '/api/config'))
    .identity;
  const auth = await cognitoOverHttp(server.url, 'InitiateAuth', {
    ClientId: userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
  });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const { IdToken } = auth.body.AuthenticationResult as { IdToken: string };
  const headers = { authorization: `Bearer ${IdToken}` };
  const { id_candidato } = await json<{ id_candidato: number }>(server, '/api/candidate/profile', {
    headers,
  });
  return { headers, id: id_candidato };
}

/** A staff or company user signs in at /signin: the cookie header. */
async function staff(server: ServerProcess, correo: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ correo, password: DEMO_STAFF_PASSWORD }),
  });
  expect(res.status, correo).toBe(200);
  const cookies = cookieHeader(res.headers.getSetCookie());
  return { cookie: `access_token_cookie=${cookies.access_token_cookie}` };
}

type Report = { data: { id_documento: number; cantidad_max: number; documentos: { doc_url: string }[] }[] };

/** A few writes through the old release's API: a stored file attached as a document, and an application. */
async function write(server: ServerProcess) {
  const me = await candidate(server);
  const data = samplePdf(['Documento cargado antes de actualizar']);
  const body = multipartBody(
    { bucket_name: 'portal-documentos', object_name: `${me.id}/Actualizacion/1/actualizacion.pdf` },
    { data },
  );
  const { url } = await json<{ url: string }>(server, '/api/candidate/upload_file_to_s3', {
    method: 'POST',
    headers: { ...me.headers, 'content-type': body.contentType },
    body: body.payload,
  });
  const report = await json<Report>(server, '/api/candidate/documents/report', { headers: me.headers });
  const type = report.data.find((entry) => entry.documentos.length < entry.cantidad_max)!;
  await json(server, '/api/candidate/document/insert', {
    method: 'POST',
    headers: { ...me.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      id_candidato: me.id,
      documento: { id_documento: type.id_documento, doc_url: url },
      ids_solicitudes_documentos_gestionadas: [],
    }),
  });
  const mine = await json<{ id_vacante: number }[]>(server, '/api/candidate/applications', {
    headers: me.headers,
  });
  const vacancies = await json<{ items: { id_vacante: number }[] }>(server, '/api/vacancies?limit=50');
  const next = vacancies.items.find((v) => !mine.some((m) => m.id_vacante === v.id_vacante))!;
  await json(server, '/api/candidate/applications', {
    method: 'POST',
    headers: { ...me.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id_vacante: next.id_vacante }),
  });
  return { uploaded: url, digest: sha(data) };
}

/** What a user sees of the data: sign-ins, every document's bytes, applications, the company's orders. */
async function read(server: ServerProcess) {
  const me = await candidate(server);
  const report = await json<Report>(server, '/api/candidate/documents/report', { headers: me.headers });
  const documents: Record<string, string> = {};
  for (const url of report.data.flatMap((entry) => entry.documentos.map((doc) => doc.doc_url))) {
    const query = new URLSearchParams({ url });
    const signed = await json<{ response: string }>(server, `/api/get_presigned_url?${query}`, {
      headers: me.headers,
    });
    const file = await fetch(new URL(signed.response, server.url));
    expect(file.status, url).toBe(200);
    documents[url] = sha(new Uint8Array(await file.arrayBuffer()));
  }
  const applications = await json<{ id_vacante: number; estado: string }[]>(
    server,
    '/api/candidate/applications',
    { headers: me.headers },
  );
  const company = await staff(server, 'empresa@portal.local');
  const orders = await json<unknown[]>(server, '/api/client/processes', { headers: company });
  return { documents, applications: applications.map((a) => `${a.id_vacante}:${a.estado}`).sort(), orders };
}

describe.runIf(serverUrl)(`upgrading from ${PREVIOUS_RELEASE.version} (${PREVIOUS_RELEASE.commit})`, () => {
  let release: Awaited<ReturnType<typeof checkoutRelease>>;
  beforeAll(async () => {
    release = await checkoutRelease(PREVIOUS_RELEASE.commit);
  }, 60_000);
  afterAll(() => release?.remove());

  for (const engine of ['embedded_postgres', 'postgres'] as const) {
    it(`keeps every record and stored file (${engine})`, async () => {
      const dataDir = temporaryDataFolder('portal-upgrade');
      const scratch =
        engine === 'postgres' ? await createScratchDatabase(serverUrl!, 'portal_upgrade') : null;
      const env = {
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'true',
        WEB_DIST_DIR: '/nonexistent',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
      try {
        const old = await startServerProcess(
          { ...env, GIT_COMMIT: PREVIOUS_RELEASE.commit },
          START_MS,
          release.root,
        );
        let before: Awaited<ReturnType<typeof read>>;
        let written: Awaited<ReturnType<typeof write>>;
        try {
          written = await write(old);
          before = await read(old);
        } finally {
          await old.kill('SIGTERM');
        }
        expect(before.documents[written.uploaded]).toBe(written.digest);

        const current = await startServerProcess({ ...env, GIT_COMMIT: 'actual' }, START_MS);
        try {
          expect(await read(current)).toEqual(before);
          const status = await json<{ aplicacion: { version: string }; base_datos: { motor: string } }>(
            current,
            '/api/system/status',
            { headers: await staff(current, 'admin@portal.local') },
          );
          expect(status.base_datos.motor).toBe(engine);
          expect(status.aplicacion.version).not.toBe(PREVIOUS_RELEASE.version);
        } finally {
          await current.kill('SIGTERM');
        }
      } finally {
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 420_000);
  }
});
