import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = new URL('../../', import.meta.url).pathname;

/**
 * The web build the portal serves its pages from (`apps/web/dist` and its server render in
 * `dist-server`): a fresh clone has none, and without it every page route answers 404. Built once
 * here when missing; an existing build is used as it is.
 */
export function ensureWebBuild(env: NodeJS.ProcessEnv = process.env) {
  const dist = resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (existsSync(`${dist}/index.html`) && existsSync(`${dist}-server/entry-server.js`)) return;
  console.log(`No hay build de la web en ${dist}: se construye (npm run build -w @portal/web)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`no se pudo construir la web (salida ${build.status})`);
}
