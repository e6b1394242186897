import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/shared/users/staff';
import { MATRIX, type Access } from '../test-support/route-table.js';
import { asCandidate, type CandidateActor } from '../test-support/actors.js';
import { postAs, uploadPdfAs } from '../test-support/documents.js';
import { asStaff, createVacancyAs, type StaffActor } from '../test-support/staff.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Issue 14 item 4: every route of the route table × every kind of caller, with the expected outcome
// declared beside each route in test-support/route-table.ts. A route added without a row fails.
let ctx: TestContext;
let candidateA: CandidateActor;
let candidateB: CandidateActor;
const sessions = {} as Record<Role, StaffActor>;
const SEEDED: Record<Role, string> = {
  admin: 'admin@portal.local',
  director: 'director@portal.local',
  disenador: 'disenador@portal.local',
  empresa: 'empresa@portal.local',
};

beforeAll(async () => {
  ctx = await createTestApp();
  candidateA = await asCandidate(ctx, '73000001', 'Ana Matriz');
  candidateB = await asCandidate(ctx, '73000002', 'Beto Matriz');
  for (const role of Object.keys(SEEDED) as Role[]) sessions[role] = await asStaff(ctx, SEEDED[role]);
});
afterAll(() => ctx.close());

type Caller = 'anonymous' | 'candidate' | Role;
const CALLERS: Caller[] = ['anonymous', 'candidate', 'admin', 'director', 'disenador', 'empresa'];

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'candidate') return candidateA.headers;
  return sessions[caller].headers;
}

/** What this caller must get from a route with this access: an exact status, or "let in" (not 401/403). */
function expected(access: Access, caller: Caller): number | 'let in' {
  if (access.kind === 'public') return access.status ?? 'let in';
  if (caller === 'anonymous') return 401;
  if (access.kind === 'candidate') return caller === 'candidate' ? 'let in' : 401;
  if (caller === 'candidate') return 401;
  return access.roles.includes(caller) ? 'let in' : 403;
}

const LOGOUT = 'POST /api/auth/logout';
const declared = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the authorization matrix', () => {
  it('declares every route of the route table, and only those', () => {
    const table = ctx.app.routeTable.map(declared);
    expect(table.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !table.includes(route))).toEqual([]);
  });

  it('answers each caller as declared, never with a 5xx', async () => {
    const wrong: string[] = [];
    // Logging out ends the sessions the other rows use: it goes last.
    const rows = Object.entries(MATRIX).sort(([a], [b]) => Number(a === LOGOUT) - Number(b === LOGOUT));
    for (const [route, [access, path, body]] of rows) {
      const [method, pattern] = route.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: path ?? pattern,
          headers: headersOf(caller),
          ...(body ? { payload: body } : {}),
        });
        const want = expected(access, caller);
        // Roles are checked by each handler, after Fastify validated the body: a caller of the wrong
        // role with a malformed sample body reads the 400 of the schema, never any data.
        const refusedEarlier = want === 403 && body !== undefined && res.statusCode === 400;
        const ok =
          res.statusCode < 500 &&
          (want === 'let in'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === want || refusedEarlier);
        if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode} (expected ${want})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("other people's ids", () => {
  // The matrix logged every session out last: these checks sign in again.
  beforeAll(async () => {
    for (const role of Object.keys(SEEDED) as Role[]) sessions[role] = await asStaff(ctx, SEEDED[role]);
  });

  it("answer 404 to another candidate, never the owner's data", async () => {
    const vacancyId = await createVacancyAs(ctx, sessions.director, {
      titulo: 'Auxiliar de bodega',
      descripcion: 'Recibo y despacho de mercancía en centro de distribución.',
      id_categoria: 1,
      salario: 1_600_000,
    });
    const applied = await postAs(ctx, candidateA, '/candidate/applications', { id_vacante: vacancyId });
    const applicationId = applied.json().application.id_postulacion as number;
    const url = await uploadPdfAs(ctx, candidateA, 'cedula');
    const inserted = await postAs(ctx, candidateA, '/candidate/document/insert', {
      id_candidato: candidateA.candidateId,
      documento: { id_documento: 1, doc_url: url },
    });
    const documentId = inserted.json().id_documento_candidato as number;

    const asB = (method: 'PUT' | 'POST' | 'GET', path: string, payload?: object) =>
      ctx.app.inject({ method, url: path, headers: candidateB.headers, ...(payload ? { payload } : {}) });
    expect(
      (await asB('PUT', `/api/candidate/applications/${applicationId}/share`, { autoriza: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asB('POST', '/api/candidate/document/delete', { id_documento_candidato: documentId }))
        .statusCode,
    ).toBe(404);
    expect((await asB('GET', `/api/get_presigned_url?url=${encodeURIComponent(url)}`)).statusCode).toBe(404);
    const lookup = await asB('GET', `/api/candidate/get_by_document?numero_documento=${candidateA.username}`);
    expect(lookup.statusCode).toBe(404);
    expect(JSON.stringify((await asB('GET', '/api/candidate/applications')).json())).not.toContain(
      'Auxiliar de bodega',
    );
  });

  it("answer 404 to another company's process", async () => {
    const other = await asStaff(ctx, 'empresa2@portal.local');
    const mine = (
      await ctx.app.inject({ url: '/api/client/processes', headers: { cookie: sessions.empresa.cookie } })
    ).json() as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({
      url: `/api/client/processes/${mine[0]!.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});
