// `npm start` (decision 0069): builds only what is missing or stale (the web, the API bundle), then runs
// the compiled server in this very process, so a running portal is one node process (plus npm's own,
// when started through npm) and no TypeScript loader. A restart with unchanged sources builds nothing.
// Each build runs as a child process that exits, so no compiler stays in the server's memory.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => resolve(REPO, path);
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.vite']);
/** Shared by both builds: the dependency tree and the compiler settings. */
const COMMON = ['packages/shared/src', 'package-lock.json', 'tsconfig.base.json'];

/**
 * Every file under `paths` with its size and modification time, hashed: the build's fingerprint.
 * Tests are left out (they never reach a build).
 */
function fingerprint(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIPPED.has(name)) visit(join(path, name));
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const path of paths) visit(at(path));
  return hash.digest('hex');
}

const BUILDS = [
  {
    name: 'la web',
    sources: ['apps/web', ...COMMON],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
    // In dist-server, which the portal does not serve.
    stamp: 'apps/web/dist-server/.sources',
    command: ['npm', ['run', 'build', '-w', '@portal/web']],
  },
  {
    name: 'la API',
    sources: ['apps/api/src', 'apps/api/package.json', 'scripts/build-api.mjs', ...COMMON],
    outputs: ['apps/api/dist/server.js'],
    stamp: 'apps/api/dist/.sources',
    command: [process.execPath, [at('scripts/build-api.mjs')]],
  },
];

/**
 * Builds what is missing or older than its sources. Flags: `--check` only says which would be built,
 * `--build-only` builds and exits (`npm run build`), `--no-build` runs what is built (`npm run serve`).
 */
export function buildStale({ dryRun = false } = {}) {
  const stale = [];
  for (const build of BUILDS) {
    // Taken before building: a file saved while the build runs makes the next start build again.
    const sources = fingerprint(build.sources);
    const built =
      build.outputs.every((output) => existsSync(at(output))) &&
      existsSync(at(build.stamp)) &&
      readFileSync(at(build.stamp), 'utf8').trim() === sources;
    if (built) continue;
    stale.push(build.name);
    if (dryRun) continue;
    const started = Date.now();
    console.log(`[inicio] compilando ${build.name}…`);
    const [command, args] = build.command;
    // Windows finds npm only through a shell (npm.cmd).
    const result = spawnSync(command, args, {
      cwd: REPO,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) {
      console.error(`[inicio] no se pudo compilar ${build.name}`);
      process.exit(result.status ?? 1);
    }
    writeFileSync(at(build.stamp), `${sources}\n`);
    console.log(`[inicio] ${build.name} compilada en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = buildStale({ dryRun: true });
    console.log(stale.length ? `por compilar: ${stale.join(', ')}` : 'todo compilado');
  } else if (process.argv.includes('--build-only')) {
    buildStale();
  } else {
    if (!process.argv.includes('--no-build')) buildStale();
    // npm does not pass SIGTERM on to its script: it exits and leaves the server running, orphaned. A
    // server whose parent is gone stops as if it had been sent SIGTERM: it drains and stops PostgreSQL.
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(orphaned);
      process.kill(process.pid, 'SIGTERM');
    }, 500).unref();
    // Stack traces name the TypeScript files and lines (the bundle's source map).
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(at('apps/api/dist/server.js')).href);
  }
}
