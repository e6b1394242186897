import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  placementScope,
  reaches,
  reachesGroup,
  scopeKey,
  type Placement,
  type StaffScope,
} from './staff-scope.js';

// Two groups; company 10 in group 1, company 20 in group 2.
const actors: Record<string, StaffScope> = {
  admin: { rol: 'admin', id_grupo: null, id_empresa: null },
  'director g1': { rol: 'director', id_grupo: 1, id_empresa: null },
  'diseñador g1': { rol: 'disenador', id_grupo: 1, id_empresa: null },
  'director g2': { rol: 'director', id_grupo: 2, id_empresa: null },
  'director sin grupo': { rol: 'director', id_grupo: null, id_empresa: null },
  'empresa 10': { rol: 'empresa', id_grupo: 1, id_empresa: 10 },
  'empresa sin empresa': { rol: 'empresa', id_grupo: 1, id_empresa: null },
};
const records: Record<string, Placement> = {
  'grupo 1': { id_grupo: 1, id_empresa: null },
  'empresa 10 (g1)': { id_grupo: 1, id_empresa: 10 },
  'usuario de la empresa 10': { id_grupo: 1, id_empresa: 10 },
  'empresa 20 (g2)': { id_grupo: 2, id_empresa: 20 },
  'usuario sin grupo': { id_grupo: null, id_empresa: null },
};
// The rule every module relies on (users, companies, catalogue, order lines, vacancy names).
const expected: Record<string, string[]> = {
  admin: Object.keys(records),
  'director g1': ['grupo 1', 'empresa 10 (g1)', 'usuario de la empresa 10'],
  'diseñador g1': ['grupo 1', 'empresa 10 (g1)', 'usuario de la empresa 10'],
  'director g2': ['empresa 20 (g2)'],
  'director sin grupo': [],
  'empresa 10': ['empresa 10 (g1)', 'usuario de la empresa 10'],
  'empresa sin empresa': [],
};

const pg = new PGlite();
const db = drizzle(pg);
afterAll(() => pg.close());

/** The same records as rows, so the query form of the rule is read from a real database. */
const rows = Object.entries(records).map(
  ([name, record]) => sql`(${name}::text, ${record.id_grupo}::int, ${record.id_empresa}::int)`,
);
async function reachedInSql(actor: StaffScope) {
  const condition =
    placementScope(actor, { id_grupo: sql.raw('r.id_grupo'), id_empresa: sql.raw('r.id_empresa') }) ??
    sql`true`;
  const result = await db.execute<{ name: string }>(
    sql`select r.name from (values ${sql.join(rows, sql`, `)}) as r(name, id_grupo, id_empresa) where ${condition}`,
  );
  return result.rows.map((row) => row.name).sort();
}

describe('the scope rule, role × record', () => {
  for (const [actorName, actor] of Object.entries(actors)) {
    it(`${actorName} reaches ${expected[actorName]!.join(', ') || 'nothing'}, in memory and in a query`, async () => {
      const inMemory = Object.keys(records).filter((name) => reaches(actor, records[name]!));
      expect(inMemory.sort()).toEqual([...expected[actorName]!].sort());
      expect(await reachedInSql(actor)).toEqual([...expected[actorName]!].sort());
    });
  }

  it('a group is reached by its members and by admins; no group by nobody but admins', () => {
    expect(reachesGroup(actors['director g1']!, 1)).toBe(true);
    expect(reachesGroup(actors['director g1']!, 2)).toBe(false);
    expect(reachesGroup(actors['director sin grupo']!, null)).toBe(false);
    expect(reachesGroup(actors.admin!, null)).toBe(true);
  });

  it('actors who reach the same rows share one cache key, and no others do', () => {
    expect(scopeKey(actors['director g1']!)).toBe(scopeKey(actors['diseñador g1']!));
    const keys = ['admin', 'director g1', 'director g2', 'empresa 10'].map((name) => scopeKey(actors[name]!));
    expect(new Set(keys).size).toBe(4);
  });
});
