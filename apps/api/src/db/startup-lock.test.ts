import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/index.js';
import { createScratchDatabase } from '../test-support/scratch-database.js';
import { openDatabase } from './client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// A rolling deploy or `replicas: 3`: several processes start at once on one PostgreSQL.
describe.runIf(serverUrl)('start-up on PostgreSQL', () => {
  it('three processes migrate and seed one fresh database at the same time, and all come up', async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url })));
    try {
      await Promise.all(
        handles.map((database) =>
          database.exclusive(async () => {
            await database.migrate();
            await seedDemoData(database.db);
          }),
        ),
      );
      const { rows } = (await handles[0]!.db.execute(
        'select count(*)::int as n from vacantes' as never,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(44);
    } finally {
      await Promise.all(handles.map((database) => database.close()));
      await scratch.drop();
    }
  });
});
