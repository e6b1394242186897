import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCandidate, type CandidateActor } from '../test-support/actors.js';
import { MATRIX } from '../test-support/route-table.js';
import { asStaff, type StaffActor } from '../test-support/staff.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Issue 14 item 3: every route of the route table fed malformed input by fast-check — bad JSON,
// wrong types, huge strings, NUL and other unicode, numbers out of range, odd content types, fuzzed
// path and query values — as an anonymous caller, a candidate and an admin. Never a 5xx; every 4xx of
// /api carries a Spanish message, and /cognito answers in Cognito's {__type, message} form.
// CI runs a small sample per route; `npm run bench:fuzz` runs FUZZ_RUNS=1000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|de|un|una|tu|no|los|las|debes|datos|solicitud|campo|ruta|existe|sesión|intenta)\b/i;

let ctx: TestContext;
let candidate: CandidateActor;
let admin: StaffActor;
beforeAll(async () => {
  ctx = await createTestApp({ UPLOADS_PER_MINUTE: '10000' });
  candidate = await asCandidate(ctx, '74000001', 'Fuzz Candidata');
  admin = await asStaff(ctx, 'admin@portal.local');
});
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\u202e', '😀', '../../etc/passwd', '<script>', "' or 1=1 --", ''),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, 1e308),
  fc.boolean(),
  fc.constant(null),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 20 }), nasty, { maxKeys: 6 }),
  fc.array(nasty, { maxLength: 4 }),
);
const payload = fc.oneof(
  body.map((value) => ({ raw: JSON.stringify(value), type: 'application/json' })),
  fc.constantFrom('{"a":', '{', '[1,', 'null', '"\u0000"').map((raw) => ({ raw, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'text/plain' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'application/x-www-form-urlencoded' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, type: 'multipart/form-data; boundary=x' })),
  fc.constant({ raw: 'x'.repeat(2 * 1024 * 1024), type: 'application/json' }),
);
const segment = fc.oneof(
  fc.integer().map(String),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('-1', '9'.repeat(30), '%00', '..', '1e5', '0x10', 'null'),
);
const query = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.oneof(fc.string(), fc.integer().map(String)),
  {
    maxKeys: 3,
  },
);

type Caller = 'anonymous' | 'candidate' | 'admin';
const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'candidate' ? candidate.headers : caller === 'admin' ? admin.headers : {};

/** The route's path with each parameter replaced by a fuzzed value. */
const fill = (pattern: string, values: string[]) => {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+|\*/g, () => encodeURIComponent(values[i++ % values.length] ?? '1'));
};

// Logging out would end the admin session the other routes use.
const routes = Object.keys(MATRIX).filter((route) => route !== 'POST /api/auth/logout');

describe('every route under malformed input', () => {
  it.each(routes)('%s', async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Caller>('anonymous', 'candidate', 'admin'),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        query,
        payload,
        async (caller, segments, params, sent) => {
          const search = new URLSearchParams(params).toString();
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: `${fill(pattern, segments)}${search ? `?${search}` : ''}`,
            headers: { ...headersOf(caller), ...(method === 'GET' ? {} : { 'content-type': sent.type }) },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: sent.raw }),
          });
          expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 400) return;
          if (pattern.startsWith('/cognito')) {
            if (method === 'POST')
              expect(res.json()).toMatchObject({ __type: expect.any(String), message: expect.any(String) });
            return;
          }
          if (!pattern.startsWith('/api')) return;
          const type = String(res.headers['content-type'] ?? '');
          const text = type.includes('json') ? String(res.json().message ?? '') : res.body;
          expect(text, `${route} as ${caller}`).toMatch(SPANISH);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
