import type { Database } from '../db/client.js';
import { type Env, loadEnv } from '../env.js';
import { configuredOrigin } from '../lib/public-origin.js';
import type { StorageProvider } from '../infra/storage/provider.js';
import { seedDemoCandidateHires, seedDemoHiring, seedDemoPipeline } from '../modules/applications/seed.js';
import { seedDemoAssignments, seedDemoCandidateAssignments } from '../modules/assignments/seed.js';
import { findCandidateByDocument } from '../modules/candidates/service.js';
import { seedDemoApplicants, seedDemoCandidateWorkProfile } from '../modules/candidates/seed.js';
import { candidateIdentityHooks } from '../modules/candidates/identity-hooks.js';
import { signUpConsents } from '../modules/consents/service.js';
import { seedDemoContracts } from '../modules/contracts/seed.js';
import { seedDemoCandidateShifts } from '../modules/timesheets/seed.js';
import { seedCatalog } from '../modules/catalog/seed.js';
import { writeDemoFiles } from '../modules/documents/files/demo-files.js';
import { seedDocuments } from '../modules/documents/seed.js';
import { DEMO_CANDIDATE, seedIdentity } from '../modules/identity/seed.js';
import { seedOrders } from '../modules/orders/seed.js';
import { seedVacancyProcesses } from '../modules/processes/seed.js';
import { seedStaff } from '../modules/users/seed.js';
import { seedVacancies } from '../modules/vacancies/seed.js';
import { seedDemoAlerts } from '../modules/vacancy-alerts/seed.js';

const demoCandidateId = async (db: Database) =>
  (await findCandidateByDocument(db, DEMO_CANDIDATE.username))?.id_candidato;

/**
 * Idempotent demo data: inserts what is missing, never duplicates or overwrites. Each module seeds its
 * own tables; this file only orders them. The pool id salts the demo password's SRP verifier, so it is
 * read from the same environment the server uses.
 */
export async function seedDemoData(
  db: Database,
  poolId = loadEnv().IDENTITY_USER_POOL_ID,
  env: Pick<Env, 'AGENCY_NAME' | 'AGENCY_NIT' | 'PUBLIC_URL' | 'PORT'> = loadEnv(),
): Promise<void> {
  await seedCatalog(db);
  await seedIdentity(db, poolId, candidateIdentityHooks(signUpConsents));
  await seedStaff(db);
  await seedVacancies(db);
  await seedVacancyProcesses(db);
  await seedOrders(db);
  await seedDemoPipeline(db, await seedDemoApplicants(db));
  await seedDemoHiring(db);
  await seedDemoAssignments(db);
  const hires = await seedDemoCandidateHires(db, await demoCandidateId(db));
  const assignments = await seedDemoCandidateAssignments(db, hires);
  await seedDemoContracts(db, assignments, env, configuredOrigin(env));
  await seedDemoCandidateShifts(db, assignments[0]);
  await seedDocuments(db, await demoCandidateId(db));
  await seedDemoCandidateWorkProfile(db, await demoCandidateId(db));
  await seedDemoAlerts(db, await demoCandidateId(db));
}

/** The demo candidate's files, written through the storage provider when missing (at each start). */
export async function seedDemoFiles(db: Database, storage: StorageProvider): Promise<void> {
  const candidateId = await demoCandidateId(db);
  if (candidateId !== undefined) await writeDemoFiles(storage, candidateId);
}
