import type { Database } from '../../db/client.js';
import { categorias, ciudades } from '../../db/schema/index.js';
import { categoryNames, cityRows } from './seed-data.js';

/** Cities (DANE codes) and categories: idempotent. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(ciudades).values(cityRows).onConflictDoNothing();
    await tx
      .insert(categorias)
      .values(categoryNames.map((nombre_categoria) => ({ nombre_categoria })))
      .onConflictDoNothing();
  });
}
