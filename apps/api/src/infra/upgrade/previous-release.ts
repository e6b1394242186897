import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = new URL('../../../../../', import.meta.url).pathname;

/** The release before this one (CHANGELOG.md): the upgrade test starts it on real data, then this code. */
export const PREVIOUS_RELEASE = { version: '0.9.0', commit: 'd26294a' } as const;

/** What the API server needs of a checkout: its code, the policies it records consent to, the shared package, the root configuration. */
const PATHS = ['apps/api', 'apps/web/public', 'packages/shared', 'package.json', 'tsconfig.base.json'];

/**
 * Writes `commit`'s server (from git history, `git archive`: nothing in this working tree or its index
 * changes) into a temporary folder whose node_modules links to this checkout's, except the workspace
 * packages, which point at the old release's own code. Fails, naming the fix, where the clone has no
 * such commit (a shallow clone): the upgrade test must not pass without running.
 */
export async function checkoutRelease(commit: string): Promise<{ root: string; remove(): Promise<void> }> {
  try {
    await run('git', ['-C', REPO_ROOT, 'cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `La prueba de actualización necesita el commit ${commit} (versión ${PREVIOUS_RELEASE.version}) y este ` +
        'clon no lo tiene (¿un clon superficial?). Traiga la historia con `git fetch --unshallow` ' +
        '(o `actions/checkout` con `fetch-depth: 0`) y repita.',
    );
  }
  const root = await mkdtemp(join(tmpdir(), `portal-${PREVIOUS_RELEASE.version}-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const archive = join(root, 'release.tar');
    await run('git', ['-C', REPO_ROOT, 'archive', '--format=tar', '-o', archive, commit, '--', ...PATHS]);
    await run('tar', ['-xf', archive, '-C', root]);
    await rm(archive);
    const modules = join(root, 'node_modules');
    await mkdir(join(modules, '@portal'), { recursive: true });
    for (const name of await readdir(join(REPO_ROOT, 'node_modules'))) {
      if (name === '@portal' || name === '.bin') continue;
      await symlink(join(REPO_ROOT, 'node_modules', name), join(modules, name));
    }
    await symlink('../../apps/api', join(modules, '@portal', 'api'));
    await symlink('../../packages/shared', join(modules, '@portal', 'shared'));
    return { root, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
