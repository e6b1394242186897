// Runs the API suite again against a real PostgreSQL server named by TEST_DATABASE_URL.
// .ci/run installs and starts one; on a machine without it, this says so loudly instead of passing quietly.
// TEST_NODE names another Node binary to run it on (CI: Node 24 LTS from the registry, decision 0074), so
// the suite proves both the machine's Node (test:unit) and the next LTS without running twice.
import { spawnSync } from 'node:child_process';
import { alternateNode } from './alternate-node.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.warn(
    '\n[test:pg] TEST_DATABASE_URL no está definido: la suite de API NO se ejecutó contra PostgreSQL.\n' +
      '          Defínalo (p. ej. postgres://postgres@127.0.0.1:5432/postgres) o use `bash .ci/run`.\n',
  );
  process.exit(process.env.CI ? 1 : 0);
}
const { node, env } = alternateNode('test:pg');
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const result = spawnSync(node, [vitest, 'run', '--project', 'api'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
