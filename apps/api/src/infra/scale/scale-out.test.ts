import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.js';
import { samplePdf } from '../../lib/sample-files.js';
import { multipartBody } from '../../test-support/documents.js';
import { freePort } from '../../test-support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { CONSENTS, cognitoOverHttp } from '../../test-support/cognito-client.js';
import { hasNginx, startCluster, type Cluster } from '../../test-support/scale-cluster.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test-support/scratch-database.js';
import { srpClient } from '../../test-support/srp-client.js';
import { DEMO_STAFF_PASSWORD } from '../../test-support/staff.js';

// Issue 14 item 1: three API processes started together on one PostgreSQL, nginx round robin in front.
// Nothing that matters lives in one process's memory: a sign-in split across processes works, a
// replayed answer fails everywhere, lockouts count on every process, and a write through one process
// is read through the others as soon as its commit is announced.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl || !hasNginx())('three API processes behind nginx on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let cluster: Cluster;
  let clientId: string;
  let smtp: SmtpSink;
  const at = (i: number) => cluster.processes[i % cluster.processes.length]!.url;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtpSink(smtpPort);
    scratch = await createScratchDatabase(serverUrl!, 'portal_scale');
    // All three start at the same moment on an empty database: migrations and seed must not collide.
    // Each runs its own outbox worker against one real SMTP server.
    cluster = await startCluster(scratch.url, 3, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
    });
    const config = (await (await fetch(`${cluster.url}/api/config`)).json()) as {
      identity: { userPoolClientId: string };
    };
    clientId = config.identity.userPoolClientId;
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await scratch?.drop();
    await smtp?.close();
  });

  /** Waits until the SMTP server has `count` messages to `to`; answers them. */
  async function mailsTo(to: string, count = 1) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = smtp.delivered.filter((mail) => mail.to === to);
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function query<T>(sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('all came up and answer through nginx, with the schema migrated once and the seed written once', async () => {
    expect(cluster.processes).toHaveLength(3);
    for (let i = 0; i < 6; i++) expect((await fetch(`${cluster.url}/readyz`)).status).toBe(200);
    const shipped = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).length;
    const [migrations] = await query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    expect(Number(migrations!.n)).toBe(shipped);
    const [seeded] = await query<{ vacancies: string; staff: string; demo: string }>(
      `select (select count(*) from vacantes) as vacancies,
              (select count(*) from usuarios where correo = 'director@portal.local') as staff,
              (select count(*) from identity_users where username = '1020304050') as demo`,
    );
    expect(seeded).toEqual({ vacancies: '44', staff: '1', demo: '1' });
  });

  it('an SRP sign-in started on one process finishes on another; a replayed answer fails on any', async () => {
    const client = srpClient('PortalLocal');
    const start = await cognitoOverHttp(at(0), 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: '1020304050', SRP_A: client.A },
    });
    expect(start.status).toBe(200);
    const answer = {
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: client.respond(
        start.body.ChallengeParameters as Parameters<typeof client.respond>[0],
        'Portal2026!',
      ),
    };
    const done = await cognitoOverHttp(at(1), 'RespondToAuthChallenge', answer);
    expect(done.status).toBe(200);
    const { IdToken } = done.body.AuthenticationResult as { IdToken: string };
    // The token from process 1 is good on process 2.
    const profile = await fetch(`${at(2)}/api/candidate/profile`, {
      headers: { authorization: `Bearer ${IdToken}` },
    });
    expect(profile.status).toBe(200);
    for (const i of [0, 1, 2]) {
      const replay = await cognitoOverHttp(at(i), 'RespondToAuthChallenge', answer);
      expect(replay.errorType, `proceso ${i}`).toBe('NotAuthorizedException');
    }
  });

  it('counts failed passwords on every process: the lockout holds whichever process is asked', async () => {
    const username = '83000001';
    const signUp = await cognitoOverHttp(at(0), 'SignUp', {
      ClientId: clientId,
      Username: username,
      Password: 'Buena-Clave-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [{ Name: 'email', Value: `${username}@example.co` }],
    });
    expect(signUp.status).toBe(200);
    const [mail] = await mailsTo(`${username}@example.co`);
    const code = /\b(\d{6})\b/.exec(mail!.raw)![1]!;
    expect(
      (
        await cognitoOverHttp(at(2), 'ConfirmSignUp', {
          ClientId: clientId,
          Username: username,
          ConfirmationCode: code,
        })
      ).status,
    ).toBe(200);
    const signIn = (i: number, password: string) =>
      cognitoOverHttp(at(i), 'InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      });
    for (let i = 0; i < 4; i++) {
      expect((await signIn(i, 'Mala-Clave-000')).body.message, `intento ${i + 1}`).toBe(
        'Incorrect username or password.',
      );
    }
    expect((await signIn(4, 'Mala-Clave-000')).body.message).toBe('Password attempts exceeded');
    // Keep failing as each lock ends, so the lock (1 s, 2 s, 4 s) outlasts a slow machine.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(5, 'Mala-Clave-000')).body.message).toBe('Password attempts exceeded');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await signIn(6, 'Mala-Clave-000')).body.message).toBe('Password attempts exceeded');
    for (const i of [0, 1, 2]) {
      expect((await signIn(i, 'Buena-Clave-2026')).body.message, `proceso ${i}`).toBe(
        'Password attempts exceeded',
      );
    }
  });

  it('holds the per-address sign-up limit across processes (20 a minute, whichever process counts)', async () => {
    const signUp = (base: string, n: number) =>
      cognitoOverHttp(base, 'SignUp', {
        ClientId: clientId,
        Username: `8310${String(n).padStart(4, '0')}`,
        Password: 'Buena-Clave-2026',
        ClientMetadata: CONSENTS,
        UserAttributes: [{ Name: 'email', Value: `limite${n}@example.co` }],
      });
    // Round robin through nginx: the accepted ones land on every process in turn. Counted per process,
    // 60 would pass; counted once for all, at most 20 (fewer: this address already signed up and
    // confirmed above, which count in the same bucket).
    let accepted = 0;
    let n = 0;
    while ((await signUp(cluster.url, n++)).status === 200) accepted++;
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThanOrEqual(20);
    for (const i of [0, 1, 2]) {
      expect((await signUp(at(i), n++)).errorType, `proceso ${i}`).toBe('TooManyRequestsException');
    }
  });

  it('the outbox workers of the three processes deliver each message exactly once', async () => {
    // Fifteen sign-ups sent straight to the processes, each from its own address (TRUST_PROXY).
    const recipients = Array.from({ length: 15 }, (_, n) => `entrega${n}@example.co`);
    await Promise.all(
      recipients.map(async (email, n) => {
        const res = await fetch(`${at(n)}/cognito`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
            'x-forwarded-for': `10.77.0.${n + 1}`,
          },
          body: JSON.stringify({
            ClientId: clientId,
            Username: `8320${String(n).padStart(4, '0')}`,
            Password: 'Buena-Clave-2026',
            ClientMetadata: CONSENTS,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        });
        expect(res.status).toBe(200);
      }),
    );
    for (const email of recipients) expect(await mailsTo(email), email).toHaveLength(1);
    // Three more worker passes (one a second each): still once.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const email of recipients)
      expect(
        smtp.delivered.filter((mail) => mail.to === email),
        email,
      ).toHaveLength(1);
    const [outbox] = await query<{ pending: string }>(
      "select count(*) as pending from mail_outbox where status <> 'sent' and recipient like 'entrega%'",
    );
    expect(outbox!.pending).toBe('0');
  });

  it('an upload accepted by one process opens through a signed link served by another', async () => {
    const auth = await cognitoOverHttp(at(0), 'InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
    });
    const { IdToken } = auth.body.AuthenticationResult as { IdToken: string };
    const headers = { authorization: `Bearer ${IdToken}` };
    const profile = (await (await fetch(`${at(0)}/api/candidate/profile`, { headers })).json()) as {
      id_candidato: number;
    };
    const data = samplePdf(['Subido a un proceso, leído en otro']);
    const body = multipartBody(
      { bucket_name: 'portal-documentos', object_name: `${profile.id_candidato}/Escala/1/escala.pdf` },
      { data },
    );
    const upload = await fetch(`${at(0)}/api/candidate/upload_file_to_s3`, {
      method: 'POST',
      headers: { ...headers, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const signed = (await (
      await fetch(`${at(1)}/api/get_presigned_url?url=${encodeURIComponent(url)}`, { headers })
    ).json()) as { response: string };
    const file = await fetch(new URL(signed.response, at(2)));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });

  it('a vacancy created through one process is read through the others within moments', async () => {
    const login = await fetch(`${at(0)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ correo: 'director@portal.local', password: DEMO_STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const csrf = cookies.find((cookie) => cookie.startsWith('csrf_access_token='))!.split('=')[1]!;
    const totalAt = async (i: number) =>
      ((await (await fetch(`${at(i)}/api/vacancies`)).json()) as { total: number }).total;
    const before = await Promise.all([totalAt(1), totalAt(2)]);
    const categories = (await (await fetch(`${at(0)}/api/ObtenerCategorias`)).json()) as {
      id_categoria: number;
    }[];
    const created = await fetch(`${at(0)}/api/staff/vacancies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-csrf-token': csrf },
      body: JSON.stringify({
        titulo: 'Operario de escala horizontal',
        descripcion: 'Vacante creada en un proceso y leída en otro.',
        empresa: 'Agencia',
        id_ciudad: 11001,
        id_categoria: categories[0]!.id_categoria,
        lugar: 'Bogotá',
        salario: 1_900_000,
        turno: 'Diurno',
        tipo_contrato: 'obra_labor',
        cantidad_vacantes: 1,
        fecha_cierre: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    expect(created.status).toBe(201);
    const { id_vacante } = (await created.json()) as { id_vacante: number };
    for (const i of [1, 2]) {
      const detail = await fetch(`${at(i)}/api/vacancies/${id_vacante}`);
      expect(detail.status, `proceso ${i}`).toBe(200);
    }
    // The others learn the new public version from the commit's announcement, within moments.
    await expect
      .poll(async () => [await totalAt(1), await totalAt(2)], { timeout: 2_000 })
      .toEqual(before.map((total) => total + 1));
  });
});
