// npm run dev: the Vite dev server (http://localhost:5173, hot reload; it proxies /v1, /config.js,
// /healthz and /docs to the API) and the API server in watch mode on port 8080. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const API_PORT = '8080';

let stopping = false;
const children: ChildProcess[] = [];

function start(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn('npx', args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(
        `\n${name} terminó (${signal ?? `código ${code}`}); deteniendo el entorno de desarrollo.\n`,
      );
      stop(code ?? 1, 'SIGTERM');
    }
  });
  return child;
}

/**
 * Waits for both children to exit, then exits. forward is the signal to send them; null when they
 * already got it (Ctrl-C reaches the whole process group, and a second signal would force the
 * server out without closing its database).
 */
function stop(exitCode: number, forward: NodeJS.Signals | null): void {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let pending = running.length;
  for (const child of running) {
    child.once('exit', () => {
      pending -= 1;
      if (pending === 0) process.exit(exitCode);
    });
    if (forward) child.kill(forward);
  }
}

children.push(
  start('El servidor', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: API_PORT,
  }),
  start('Vite', ['vite', '--port', '5173', '--strictPort']),
);

process.on('SIGINT', () => stop(0, null));
process.on('SIGTERM', () => stop(0, 'SIGTERM'));
