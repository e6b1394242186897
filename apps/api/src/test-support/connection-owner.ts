import { readdir, readFile, readlink } from 'node:fs/promises';

/**
 * Which of these processes holds the IPv4 TCP connection whose local end is `port` (Linux only):
 * the socket's inode from /proc/net/tcp, then the process with a descriptor on that socket.
 */
export async function processOfConnection(port: number, pids: number[]): Promise<number | undefined> {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const sockets = (await readFile('/proc/net/tcp', 'utf8'))
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[1]?.endsWith(hexPort))
    .map((columns) => `socket:[${columns[9]}]`);
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (sockets.includes(target)) return pid;
    }
  }
  return undefined;
}
