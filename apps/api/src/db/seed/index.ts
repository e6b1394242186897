import type { Database } from '../client.js';
import { categorias, ciudades } from '../schema/index.js';
import { categoryNames, cityRows } from './catalog-data.js';
import { seedIdentity } from '../../modules/identity/seed.js';
import { seedDocuments } from './documents.js';
import { seedVacancies } from './vacancies.js';

/** Idempotent demo data: inserts what is missing, never duplicates or overwrites. */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(ciudades).values(cityRows).onConflictDoNothing();
    await tx
      .insert(categorias)
      .values(categoryNames.map((nombre_categoria) => ({ nombre_categoria })))
      .onConflictDoNothing();
  });
  await seedIdentity(db);
  await seedVacancies(db);
  await seedDocuments(db);
}
