import net from 'node:net';

/** A TCP hop between the API and a server, whose link a test can break the ways networks break. */
export interface TcpProxy {
  port: number;
  /** The server is gone: open links reset, new ones refused (a restart, a crash). */
  refuse(): Promise<void>;
  /** Packets vanish: open links reset, new ones accepted but never answered (a dead route). */
  blackhole(): void;
  /** Back to normal. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  return {
    port,
    async refuse() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
    blackhole() {
      mode = 'blackhole';
      resetAll();
    },
    async restore() {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
