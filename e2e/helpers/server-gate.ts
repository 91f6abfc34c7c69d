import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * The shared server behind a port of its own, which a spec closes and opens again: to the browser
 * the server goes away (its open connections cut, new ones refused, as when the process stops) and
 * comes back, while the process the other specs use keeps running. A server process of the spec's
 * own, stopped and started again, cost two starts (each many seconds on a busy machine) for the
 * same view from the browser.
 */
export class ServerGate {
  private listener: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target = Number(process.env.E2E_PORT ?? 8090),
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Lets connections through to the server (the server is back). */
  async open(): Promise<void> {
    if (this.listener) return;
    const listener = createServer((client) => {
      const upstream = createConnection({ port: this.target, host: '127.0.0.1' });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        // One side failing ends both, as a dropped connection does.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      // Where the server listens (HOST's default, 0.0.0.0).
      listener.listen(this.port, '0.0.0.0', () => resolve());
    });
    this.listener = listener;
  }

  /** Refuses new connections and cuts the open ones (the server went away). */
  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    if (!listener) return;
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
