// `npm test`: every check, with the single-threaded ones side by side. On the 2-core CI machine lint
// (eslint), typecheck (tsc, one project after another) and the web build each keep one core busy, so
// two at a time take about half their sum; the suites after them already use every core (Vitest runs a
// file per core; e2e's Chromium and server fill both) and run one after another.
// The output of steps run side by side is printed whole when each ends, so it does not interleave; the
// first failing stage stops the run with that step's exit code.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const npm = (script) => ['npm', ['run', '--silent', script]];
const stages = [
  [npm('lint'), npm('typecheck'), npm('build')],
  [npm('test:unit')],
  [npm('test:pg')],
  [npm('test:size')],
  // test:e2e without its own build: the web was built in the first stage from the same sources.
  [[process.execPath, ['scripts/test-e2e.mjs']]],
  [npm('test:smoke')],
];

const nameOf = ([command, args]) => (command === 'npm' ? args.at(-1) : args.join(' '));

/** Runs one step; its output is streamed when it runs alone, else kept and printed when it ends. */
function run(step, alone) {
  const [command, args] = step;
  const started = Date.now();
  if (alone) process.stdout.write(`\n==> [test] ${nameOf(step)}\n`);
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone)
        process.stdout.write(`\n==> [test] ${nameOf(step)} (${seconds} s)\n${Buffer.concat(chunks)}`);
      resolve({ name: nameOf(step), code: code ?? (signal ? 1 : 0), seconds });
    }),
  );
}

/** A stage's steps, at most one per core at a time. */
async function runStage(steps) {
  const pending = [...steps];
  const results = [];
  const worker = async () => {
    for (let step = pending.shift(); step; step = pending.shift())
      results.push(await run(step, steps.length === 1));
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), steps.length) }, worker));
  return results;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
const timings = [];
for (const stage of stages) {
  const results = await runStage(stage);
  timings.push(...results.map((result) => `${result.name} ${result.seconds} s`));
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.error(`\n[test] ${failed.name} falló (código ${failed.code}). Tiempos: ${timings.join(', ')}`);
    process.exit(failed.code);
  }
}
console.log(`\n[test] todo pasó. Tiempos: ${timings.join(', ')}`);
