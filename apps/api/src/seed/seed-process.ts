import type pg from 'pg';
import { openPostgresConnection } from '../db/client.js';
import { seedDemoData } from './index.js';

// The demo seed's own process (run-demo-seed.ts): a pool of its own on the server the portal opened.
// An error ends it with a non-zero code, and the portal's start fails.
const connection = JSON.parse(process.env.PORTAL_SEED_CONNECTION ?? '{}') as pg.ClientConfig;
const database = await openPostgresConnection(connection, 'siembra de demostración');
try {
  await seedDemoData(database.db);
} finally {
  await database.close();
}
