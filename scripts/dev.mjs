// `npm run dev`: the API on :3001 restarting on change, and Vite on :3000 with hot reload, proxying
// /api and /cognito to the API. Ctrl-C stops both; if either dies, the other is stopped too.
import { spawn } from 'node:child_process';

const API_PORT = '3001';

/** Each child leads its own process group, so a signal reaches npm, sh and vite alike. */
function start(name, command, args, options) {
  const child = spawn(command, args, { detached: true, ...options });
  child.on('error', (error) => {
    console.error(`[dev] ${name} no pudo iniciar: ${error.message}`);
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    exited.add(name);
    if (!stopping)
      console.error(`[dev] ${name} terminó (${signal ?? `código ${code}`}); deteniendo el resto.`);
    shutdown(code ?? 1);
  });
  return child;
}

const exited = new Set();
let stopping = false;
let exitCode = 0;
const children = {};

function signalAll(signal) {
  for (const [name, child] of Object.entries(children)) {
    if (exited.has(name) || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function shutdown(code, signal = 'SIGTERM') {
  if (!stopping) {
    stopping = true;
    exitCode = code;
    signalAll(signal);
    // A child that ignores the polite signal gets killed.
    setTimeout(() => signalAll('SIGKILL'), 5_000).unref();
  }
  if (exited.size === Object.keys(children).length) process.exit(exitCode);
}

children.api = start('api', process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: API_PORT, NODE_ENV: 'development' },
});
children.web = start('web', 'npm', ['run', 'dev', '-w', '@portal/web'], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: `http://127.0.0.1:${API_PORT}` },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => shutdown(signal === 'SIGINT' ? 130 : 143, signal));
}
