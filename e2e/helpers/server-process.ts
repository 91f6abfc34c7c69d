import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyDemoTemplate } from './demo-template';
import { E2E_SERVER_ENV } from './e2e-server-env';

/**
 * A server of its own for a spec that stops and restarts it (the shared Playwright server must
 * keep running for the other specs). It serves the dist/ the shared server built, on a copy of the
 * run's demo template (helpers/demo-template.ts).
 */
export class ServerProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dataDir: string,
    /** More environment for this server (a provider's keys and stand-in address). */
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    copyDemoTemplate(this.dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SKIP_BUILD: 'true',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    this.child = child;
    // Without the template a first start runs initdb (PGlite in WebAssembly): slow on a busy machine.
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
