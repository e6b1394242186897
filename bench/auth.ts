// npm run bench:auth — full SRP sign-ins per second (InitiateAuth + RespondToAuthChallenge, with the
// client's SRP computed for real) against the portal server, on the embedded PostgreSQL, on PGlite and, when TEST_DATABASE_URL is
// set, on a fresh PostgreSQL database. Loopback only; bounded by duration and per-call timeouts.
import http from 'node:http';
import { signUpConsentMetadata } from '../packages/shared/src/consents/consents';
import { createScratchDatabase } from '../apps/api/src/test-support/scratch-database';
import { srpClient } from '../apps/api/src/test-support/srp-client';
import { measure, type LoadResult } from './lib/load';
import { startHelloWorld, startPortal, type RunningServer } from './lib/servers';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const POOL = { id: 'us-east-1_PortalLocal', name: 'PortalLocal', client: 'portallocalclient0000000001' };
const PASSWORD = 'Bench-Clave-2026';

interface BenchUser {
  username: string;
  ip: string;
}

// The load generator shares the 2 cores with the server, so it uses keep-alive node:http rather than
// fetch (undici), which cost this client about a sixth of its CPU per sign-in.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${url}/cognito`, { method: 'POST', agent, headers, timeout: 10_000 });
    request.on('timeout', () => request.destroy(new Error('timeout after 10 s')));
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.end(body);
  });
}

/** One Cognito call; each simulated user has its own address (X-Forwarded-For), as real users would. */
async function call(
  url: string,
  action: string,
  body: unknown,
  ip: string,
): Promise<Record<string, unknown>> {
  const res = await post(
    url,
    {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      'x-forwarded-for': ip,
    },
    JSON.stringify(body),
  );
  const json = JSON.parse(res.text) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${action}: ${String(json.__type)} ${String(json.message)}`);
  return json;
}

/** Creates users through the public API: SignUp, the code from the dev outbox, ConfirmSignUp. */
async function createUsers(url: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = { username: String(60_000_000 + i), ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
    const email = `bench${i}@example.co`;
    await call(
      url,
      'SignUp',
      {
        ClientId: POOL.client,
        Username: user.username,
        Password: PASSWORD,
        ClientMetadata: signUpConsentMetadata({ compartir: false, alertas: false }),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: `Usuario Bench ${i}` },
        ],
      },
      user.ip,
    );
    const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as {
      recipient: string;
      text: string;
    }[];
    const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.recipient === email)?.text ?? '')?.[1];
    await call(
      url,
      'ConfirmSignUp',
      { ClientId: POOL.client, Username: user.username, ConfirmationCode: code },
      user.ip,
    );
    users.push(user);
  }
  return users;
}

async function srpSignIn(url: string, user: BenchUser) {
  const client = srpClient(POOL.name);
  const start = await call(
    url,
    'InitiateAuth',
    {
      ClientId: POOL.client,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: user.username, SRP_A: client.A },
    },
    user.ip,
  );
  const params = start.ChallengeParameters as Parameters<typeof client.respond>[0];
  const done = await call(
    url,
    'RespondToAuthChallenge',
    {
      ClientId: POOL.client,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: client.respond(params, PASSWORD),
    },
    user.ip,
  );
  if (!(done.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken) throw new Error('no tokens');
}

/** Bounded closed-loop load: CONCURRENCY sign-ins in flight for DURATION_MS. */
async function signInLoad(
  name: string,
  url: string,
  users: BenchUser[],
  durationMs = DURATION_MS,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  let firstError = '';
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const user = users[next++ % users.length]!;
      const t0 = performance.now();
      try {
        await srpSignIn(url, user);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        firstError ||= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  if (firstError) console.error(`  primer error: ${firstError}`);
  return {
    name,
    requestsPerSecond: latencies.length / seconds,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
    non2xx: 0,
  };
}

async function benchEngine(label: string, port: number, env: Record<string, string>): Promise<LoadResult> {
  // Simulated users come from distinct addresses through X-Forwarded-For, as behind a real proxy.
  const portal: RunningServer = await startPortal(port, { TRUST_PROXY: 'true', ...env });
  try {
    const users = await createUsers(portal.url);
    // Short warm-up over every user, so no address nears its per-minute sign-in limit.
    await signInLoad('calentamiento', portal.url, users, 2000);
    return await signInLoad(`inicios SRP (${label})`, portal.url, users);
  } finally {
    await portal.stop();
  }
}

const hello = await startHelloWorld(39201);
const baseline = await measure('hello-world (Fastify)', `${hello.url}/`);
await hello.stop();

const rows: LoadResult[] = [
  await benchEngine('PostgreSQL embebido', 39202, {}),
  await benchEngine('PGlite', 39204, { EMBEDDED_DATABASE: 'pglite' }),
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createScratchDatabase(serverUrl, 'portal_bench');
  try {
    rows.push(await benchEngine('PostgreSQL', 39203, { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}

console.log(
  `\nusuarios ${USERS}, concurrencia ${CONCURRENCY}, duración ${DURATION_MS / 1000} s; objetivo ≥ 120 inicios/s`,
);
console.log(
  `${'medida'.padEnd(28)} ${'por s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}  errores`,
);
for (const row of [baseline, ...rows]) {
  const ratio = row.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `${row.name.padEnd(28)} ${row.requestsPerSecond.toFixed(1).padStart(8)} ${row.p99Ms.toFixed(1).padStart(8)} ${ratio.toFixed(3).padStart(7)}  ${row.errors}`,
  );
}
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
