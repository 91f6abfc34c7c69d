import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * A server of its own for a spec that stops and restarts it (the shared Playwright server must
 * keep running for the other specs). It serves the dist/ the shared server built.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SKIP_BUILD: 'true',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
      },
    });
    this.child = child;
    // A first start runs initdb (PGlite in WebAssembly): minutes on a busy machine.
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const healthy = await fetch(`${this.url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server on port ${this.port} did not start`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
