import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { systemMessages } from '@portal/shared/messages';

export interface BuildInfo {
  version: string;
  commit: string;
}

const apiRoot = new URL('../../', import.meta.url);

/** The commit from git itself, when the server runs from a checkout with git installed. */
function gitCommit(): string | undefined {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: apiRoot,
      encoding: 'utf8',
      timeout: 2_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{7,64}$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

let version: string | undefined;
let commit: string | null | undefined;

/**
 * What runs: the API's package.json version and the commit, from GIT_COMMIT (set it where the image is
 * built without .git) or else `git rev-parse HEAD`, asked once per process; "desconocido" without both.
 */
export function buildInfo(gitCommitEnv: string | undefined): BuildInfo {
  version ??=
    // The release number lives in the repository's package.json (CHANGELOG.md), not the workspace's.
    (JSON.parse(readFileSync(new URL('../../package.json', apiRoot), 'utf8')) as { version?: string })
      .version ?? '0.0.0';
  if (gitCommitEnv) return { version, commit: gitCommitEnv };
  if (commit === undefined) commit = gitCommit() ?? null;
  return { version, commit: commit ?? systemMessages.unknownCommit };
}
