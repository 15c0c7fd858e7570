// The real server process: SIGTERM while writes are in flight loses no acknowledged write,
// and the next start opens the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'talent-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function start(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGN_UP_RATE_LIMIT: '1000',
      SIGN_IN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function untilHealthy(base: string, child: ChildProcess) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('server exited before it was healthy');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

it('keeps every acknowledged sign-up across a SIGTERM and a restart', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = start(port);
  await untilHealthy(base, first);

  const emails = Array.from({ length: 30 }, (_, i) => `inflight-${i}@example.com`);
  const signUps = emails.map((email) =>
    fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'In Flight', email, password: 'in-flight-password' }),
    }).then(
      (r) => ({ email, ok: r.status === 200 }),
      () => ({ email, ok: false }),
    ),
  );
  await Promise.race(signUps);
  first.kill('SIGTERM');
  const results = await Promise.all(signUps);
  expect(await exitOf(first)).toBe(0);
  const acknowledged = results.filter((r) => r.ok).map((r) => r.email);
  expect(acknowledged.length).toBeGreaterThan(0);

  const second = start(port);
  try {
    await untilHealthy(base, second);
    for (const email of acknowledged) {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: 'in-flight-password' }),
      });
      expect(response.status, email).toBe(200);
    }
  } finally {
    second.kill('SIGTERM');
    expect(await exitOf(second)).toBe(0);
  }
}, 240_000);
