import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pid in the folder's postmaster.pid while that process lives; null once it is gone. */
function livePostmaster(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it lives, under another account (the server runs as postgres when the portal is root).
    return (error as { code?: string }).code === 'EPERM' ? pid : null;
  }
}

const SUPERVISE_EVERY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 5_000;

/**
 * Keeps the server the portal owns running (issue 34 item 0): when its process is gone (a crash, an
 * OOM kill, a `kill -9`), it is started again on the same folder, retrying while the old one's
 * backends still hold its shared memory. Requests meanwhile answer 503 and the pool reconnects by
 * itself. Returns the stop function, which ends the supervision first.
 */
export function supervise(dataDir: string, launch: () => Promise<ChildProcess>): () => Promise<void> {
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const restart = async () => {
    console.warn(`[db] PostgreSQL embebido se detuvo; se reinicia en ${dataDir}`);
    for (let delay = 250; !stopping; delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS)) {
      try {
        await launch();
        console.warn('[db] PostgreSQL embebido reiniciado');
        return;
      } catch (error) {
        console.warn(`[db] PostgreSQL embebido aún no reinicia: ${(error as Error).message.split('\n')[0]}`);
        await new Promise((done) => setTimeout(done, delay));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopping || restarting || livePostmaster(dataDir)) return;
    restarting = restart().finally(() => (restarting = undefined));
  }, SUPERVISE_EVERY_MS);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await restarting;
    await stopByPidFile(dataDir);
  };
}

/** Stops a server this process did not start (the first line of postmaster.pid is its pid). */
async function stopByPidFile(dataDir: string): Promise<void> {
  const pid = livePostmaster(dataDir);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && livePostmaster(dataDir)) await new Promise((done) => setTimeout(done, 100));
}
