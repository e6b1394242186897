import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/seed';
import { vacantes } from '../../apps/api/src/db/schema/index';
import { seedBenchVacancies } from '../../apps/api/src/modules/vacancies/seed';

export const BENCH_VACANCIES = 10_000;

/**
 * A database with the demo data plus 10,000 generated vacancies, vacuumed and analysed as autovacuum
 * would leave a live server. Returns the env that points the portal at it.
 */
export async function prepareVacancyDatabase(): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-vacancies-'));
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, 'pg') });
  await database.migrate();
  await seedDemoData(database.db);
  const [existing] = await database.db.select({ n: count() }).from(vacantes);
  // A reused PostgreSQL database keeps the rows of an earlier run.
  if (existing!.n < BENCH_VACANCIES) await seedBenchVacancies(database.db, BENCH_VACANCIES);
  await database.db.execute(sql`vacuum analyze vacantes`);
  await database.close();
  return url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
}
