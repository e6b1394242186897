import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

const REPO_ROOT = new URL('../../../../', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Its log records (pino's JSON lines on stdout) with this message, parsed. */
  logged(message: string): Record<string, unknown>[];
  /** False once the process has exited, for whatever reason. */
  alive(): boolean;
  /** Ends the process with this signal and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The last lines it wrote (stdout and stderr), to tell what it was doing when a step hangs. */
  recentOutput(): string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The API's server (apps/api/src/server.ts) in its own process, ready once /readyz answers 200: for
 * tests that kill it, restart it on the same data, or run several. It runs the source through tsx,
 * so a test never waits on or runs a stale build; `npm start` runs the same file compiled (0069).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** Another checkout's root: an earlier release, for the upgrade test (infra/upgrade). */
  root = REPO_ROOT,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  // Only what a test asks about is parsed; at the default level (warn) there is little else.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logged = (message: string) =>
    output
      .split('\n')
      .filter((line) => line.includes(`"msg":${JSON.stringify(message)}`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${errors}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    const alive = () => child.exitCode === null && child.signalCode === null;
    const recentOutput = () => `${output.slice(-3000)}\n--- stderr ---\n${errors.slice(-2000)}`;
    if (ready) return { url, pid: child.pid!, logged, alive, kill, recentOutput };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await kill('SIGKILL');
  throw new Error(`el servidor no respondió /readyz a tiempo:\n${errors}`);
}
