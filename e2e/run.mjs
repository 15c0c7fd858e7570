// Runs the end-to-end journeys: starts a local SMTP server and the built app on free ports with
// a fresh data folder and demo data, waits until the app is healthy, runs the journeys in
// headless Chromium (Node's test runner), then stops both. The app sends its mail to the SMTP
// server, which writes each message it receives to E2E_MAIL_DIR for the journeys to read.
// Needs the web app built (npm run build:web).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = new URL('..', import.meta.url).pathname;
const webDist = process.env.WEB_DIST || join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('The web app is not built: run npm run build first.');
  process.exit(1);
}
if (!existsSync(join(root, 'apps/api/dist/main.mjs'))) {
  console.error('The server is not compiled: run npm run build first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'talent-e2e-'));
const baseUrl = `http://localhost:${port}`;
const demoPassword = 'demo-e2e-password';
const adminToken = randomBytes(24).toString('hex');

// A real SMTP server on this machine (plain, no authentication): every message as an .eml file.
const mailDir = join(dataDir, 'received-mail');
mkdirSync(mailDir, { recursive: true });
const smtpPort = await freePort();
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    received += 1;
    const name = `${Date.now()}-${String(received).padStart(4, '0')}.eml`;
    const file = createWriteStream(join(mailDir, `${name}.part`));
    stream.pipe(file);
    stream.on('end', () =>
      file.end(() => {
        renameSync(join(mailDir, `${name}.part`), join(mailDir, name));
        callback();
      }),
    );
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// The compiled server, as `npm start` runs it (npm run build writes it).
const app = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DEMO_PASSWORD: demoPassword,
    DEMO_JOB_COUNT: process.env.DEMO_JOB_COUNT ?? '2000',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '100',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    ADMIN_TOKEN: adminToken,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 1;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error('The app exited before it was healthy');
    if (Date.now() > deadline) throw new Error('The app was not healthy within 120 s');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(join(root, 'e2e/journeys'))
          .filter((f) => f.endsWith('.e2e.ts'))
          .map((f) => `e2e/journeys/${f}`);
  const tests = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
    {
      cwd: root,
      env: {
        ...process.env,
        BASE_URL: baseUrl,
        DEMO_PASSWORD: demoPassword,
        ADMIN_TOKEN: adminToken,
        E2E_MAIL_DIR: mailDir,
      },
      stdio: 'inherit',
    },
  );
  exitCode = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => (app.exitCode !== null ? resolve() : app.on('exit', resolve)));
  await new Promise((resolve) => smtp.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
