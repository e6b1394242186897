// Unit and API tests on a fresh in-memory PGlite. TEST_DATABASE_URL is dropped here so that, when CI
// exports it, this run still covers PGlite and `npm run test:pg` alone covers PostgreSQL.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
