// The app as `npm start` runs it, for the benches that measure it from outside: the compiled
// server on a free port, the embedded database in a fresh data folder with the demo data, and
// the demo talent's sign-in. Build first (npm run build; the API alone for API benches).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { round } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'bench-demo-password';

export interface BuiltApp {
  baseUrl: string;
  /** The server's process id (its CPU time is in /proc/PID/stat). */
  pid: number;
  /** From spawn to the first healthy answer. */
  startSeconds: number;
  port: number;
  dataDir: string;
  /** Ends the server at once (SIGKILL): no request finishes, nothing is closed cleanly. */
  kill: () => Promise<void>;
  /** Signs the demo talent in; the session cookie as a Cookie header. */
  signInDemo: () => Promise<string>;
  stop: () => Promise<void>;
}

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface BuiltAppOptions {
  /** More settings for the app (a DATABASE_URL, rate limits, …), over the bench's own. */
  env?: Record<string, string>;
  /** Node's own flags for the server (--cpu-prof, …). */
  nodeArgs?: string[];
  /** Start on this data folder, and leave it in place at stop (a restart after a kill). */
  dataDir?: string;
  /** The port (a restart answers where the app was). */
  port?: number;
}

export async function startBuiltApp(options: BuiltAppOptions = {}): Promise<BuiltApp> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'talent-bench-app-'));
  const started = performance.now();
  const app = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    // The app's log (its stdout) is dropped unless BENCH_APP_STDOUT is set (to read why it
    // answered what it did); what it writes to stderr always shows.
    stdio: ['ignore', process.env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));
  };
  try {
    for (const deadline = Date.now() + 180_000; ; ) {
      if (app.exitCode !== null) throw new Error('The app exited before it was healthy');
      if (Date.now() > deadline) throw new Error('The app was not healthy within 180 s');
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const signInDemo = async () => {
    const answer = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  return {
    baseUrl,
    pid: app.pid ?? 0,
    port,
    dataDir,
    kill,
    startSeconds: round((performance.now() - started) / 1000),
    signInDemo,
    stop,
  };
}
