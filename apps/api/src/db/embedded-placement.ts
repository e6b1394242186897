import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EnvError } from '../env.js';

/**
 * Where the embedded PostgreSQL can live (issue 34 item 4, decision 0071). PostgreSQL refuses to run
 * as root, so a root portal runs it as `postgres` (or `nobody`); that account must be able to enter
 * every folder above its data. Under root's home (0700) it cannot: the portal stops and says how to
 * fix it, instead of quietly falling back to PGlite, which does not sync commits to disk.
 */
export interface ServerAccount {
  name: string;
  uid: number;
  gid: number;
}

/**
 * The folder is in the wrong place for the embedded server: start-up stops with this message. An
 * EnvError, so `npm start` and the tools print it as it is, without a stack.
 */
export class EmbeddedMisplaced extends EnvError {}

/** Root runs the server as `postgres` when the system has it (Debian's package makes it), else `nobody`. */
export function serverAccount(): ServerAccount | null {
  if (process.getuid?.() !== 0) return null;
  const accounts = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const account =
    accounts.find((fields) => fields[0] === 'postgres') ?? accounts.find((f) => f[0] === 'nobody');
  if (!account) return null;
  return { name: account[0]!, uid: Number(account[2]), gid: Number(account[3]) };
}

/** The first existing folder on the way to `folder` that `account` cannot enter (by its mode bits). */
export function blockedFolder(folder: string, account: ServerAccount): string | null {
  const path: string[] = [];
  for (let current = resolve(folder); ; current = dirname(current)) {
    path.unshift(current);
    if (current === dirname(current)) break;
  }
  for (const step of path) {
    let stats;
    try {
      stats = statSync(step);
    } catch {
      return null; // from here on the portal creates the folders itself (0755, then 0700 for its own)
    }
    if (stats.uid === account.uid) {
      if (stats.mode & 0o100) continue;
      return step;
    }
    const bit = stats.gid === account.gid ? 0o010 : 0o001;
    if (!(stats.mode & bit)) return step;
  }
  return null;
}

/** The message that stops start-up, naming the fixes an operator can choose from. */
export function misplacedMessage(dataDir: string, why: string): string {
  return (
    `No se puede usar el PostgreSQL embebido en ${dataDir}: ${why}. ` +
    'El portal no pasa a PGlite por su cuenta, porque PGlite no sincroniza el disco en cada commit. ' +
    'Elija una salida y arranque de nuevo:\n' +
    '  1. Guarde la base donde ese usuario llegue, p. ej. POSTGRES_DIR=/var/lib/portal/postgres npm start ' +
    '(o DATA_DIR=/var/lib/portal para todos los datos);\n' +
    '  2. use un servidor PostgreSQL: DATABASE_URL=postgres://usuario:clave@servidor/portal npm start;\n' +
    '  3. o, a sabiendas de que un corte de luz puede perder lo último guardado, EMBEDDED_DATABASE=pglite npm start.'
  );
}

/** Stops start-up when the server's folder cannot work where it is (unreachable, or a too-long socket path). */
export function refuseMisplaced(dataDir: string, socketPath: string, account: ServerAccount | null): void {
  // A Unix socket's path has room for about 107 bytes.
  if (Buffer.byteLength(socketPath) > 100) {
    throw new EmbeddedMisplaced(
      misplacedMessage(dataDir, 'la ruta es demasiado larga para el socket de PostgreSQL (más de 100 bytes)'),
    );
  }
  const blocked = account && blockedFolder(dataDir, account);
  if (!blocked) return;
  const mode = (statSync(blocked).mode & 0o777).toString(8);
  throw new EmbeddedMisplaced(
    misplacedMessage(
      dataDir,
      `el portal corre como root, así que PostgreSQL corre como el usuario ${account.name}, ` +
        `que no puede entrar en ${blocked} (permisos ${mode})`,
    ),
  );
}
