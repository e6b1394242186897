import { count, sql } from 'drizzle-orm';
import { databaseTargetOf, openDatabase } from '../../apps/api/src/db/client';
import { loadEnv } from '../../apps/api/src/env';
import { seedDemoData } from '../../apps/api/src/seed';
import { vacantes } from '../../apps/api/src/db/schema/index';
import { seedBenchApplications } from '../../apps/api/src/modules/applications/seed';
import { seedBenchCandidates } from '../../apps/api/src/modules/candidates/seed';
import { seedBenchVacancies } from '../../apps/api/src/modules/vacancies/seed';
import { temporaryDataFolder } from '../../apps/api/src/test-support/data-folder';

export const BENCH_VACANCIES = 10_000;
/** 5,000 candidates on file applying to 10 vacancies each: the 50,000 applications the KPIs read. */
export const BENCH_CANDIDATES = 5_000;
export const BENCH_APPLICATIONS_PER_CANDIDATE = 10;

/**
 * A database with the demo data plus 10,000 generated vacancies and 50,000 applications (with their
 * history), vacuumed and analysed as autovacuum would leave a live server. Returns the env that points the portal at it.
 */
export async function prepareVacancyDatabase(): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  const dataDir = temporaryDataFolder('portal-bench-vacancies');
  // The embedded engine of `npm start` (EMBEDDED_DATABASE=pglite measures PGlite).
  const database = await openDatabase(databaseTargetOf(loadEnv({ ...process.env, DATA_DIR: dataDir })));
  await database.migrate();
  await seedDemoData(database.db);
  const [existing] = await database.db.select({ n: count() }).from(vacantes);
  // A reused PostgreSQL database keeps the rows of an earlier run.
  if (existing!.n < BENCH_VACANCIES) await seedBenchVacancies(database.db, BENCH_VACANCIES);
  await seedBenchCandidates(database.db, BENCH_CANDIDATES);
  await seedBenchApplications(database.db, BENCH_APPLICATIONS_PER_CANDIDATE);
  for (const table of ['vacantes', 'candidatos', 'postulaciones', 'postulaciones_historial'])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  await database.close();
  return url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
}
