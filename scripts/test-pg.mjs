// Runs the API suite again against a real PostgreSQL server named by TEST_DATABASE_URL.
// .ci/run installs and starts one; on a machine without it, this says so loudly instead of passing quietly.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.warn(
    '\n[test:pg] TEST_DATABASE_URL no está definido: la suite de API NO se ejecutó contra PostgreSQL.\n' +
      '          Defínalo (p. ej. postgres://postgres@127.0.0.1:5432/postgres) o use `bash .ci/run`.\n',
  );
  process.exit(process.env.CI ? 1 : 0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
