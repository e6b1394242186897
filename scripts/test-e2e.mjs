// Runs the e2e suite as E2E_SHARDS Playwright shards side by side (default 2), each with its own server on
// its own port, its own database and its own output folder. One shard keeps a core about half busy (it
// mostly waits for pages and the server), so two fit on the 2-core CI machine and halve the wall time.
// Lines are prefixed with the shard; the exit code is the first shard's failure, or 0.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const shards = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`[e2e] E2E_SHARDS debe ser un entero positivo; vale "${process.env.E2E_SHARDS}".`);
  process.exit(2);
}
const basePort = Number(process.env.E2E_PORT ?? 3100);
const extraArgs = process.argv.slice(2);

function runShard(index) {
  const name = `${index}-of-${shards}`;
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...extraArgs];
  const child = spawn('npx', args, {
    cwd: new URL('../e2e/', import.meta.url),
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
