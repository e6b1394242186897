// Runs the e2e suite as E2E_SHARDS Playwright shards side by side (default 1), each with its own server on
// its own port, its own database and its own output folder. Two shards on the 2-core CI machine made
// every test about twice as slow (Chromium, axe and full-page screenshots are CPU-bound) and pushed the
// demo sign-in past its 10 s wait, so CI runs one; more cores can run more (E2E_SHARDS=2).
// Lines are prefixed with the shard; the exit code is the first shard's failure, or 0.
// The spec files are dealt out in turn (sorted by path), not cut in runs as `--shard` does: the heavy
// staff journeys sit together at the end of the list, and cut in runs they made one shard 6 min longer.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const shards = Number(process.env.E2E_SHARDS ?? 1);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`[e2e] E2E_SHARDS debe ser un entero positivo; vale "${process.env.E2E_SHARDS}".`);
  process.exit(2);
}
const basePort = Number(process.env.E2E_PORT ?? 3100);
const extraArgs = process.argv.slice(2);
const e2eDir = new URL('../e2e/', import.meta.url);
const specs = readdirSync(e2eDir, { recursive: true })
  .map(String)
  .filter((path) => path.endsWith('.spec.ts') && !/(^|\/)(node_modules|test-results)\//.test(path))
  .sort();

/** What one shard runs: its share of the spec files, or, when files were named, Playwright's own split. */
const selectionOf = (index) =>
  shards === 1
    ? extraArgs
    : extraArgs.length > 0
      ? [`--shard=${index}/${shards}`, ...extraArgs]
      : specs.filter((_, i) => i % shards === index - 1);

function runShard(index) {
  const name = `${index}-of-${shards}`;
  const args = ['playwright', 'test', ...selectionOf(index)];
  const child = spawn('npx', args, {
    cwd: e2eDir,
    env: {
      ...process.env,
      E2E_PORT: String(basePort + index - 1),
      ...(shards > 1 ? { E2E_SHARD_NAME: name } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.find((code) => code !== 0);
console.log(
  `[e2e] ${shards} shard(s): ${codes.map((c, i) => `${i + 1}=${c === 0 ? 'ok' : `falló (${c})`}`).join(', ')}`,
);
process.exit(failed ?? 0);
