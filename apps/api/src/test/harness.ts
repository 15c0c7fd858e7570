// The API under test: a real Fastify app on a real database of each available kind, with
// mail going to a temporary outbox. `describeEachDatabase` runs a suite once per kind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@talent/db';
import { createTestDatabase, type DatabaseKind, testDatabaseKinds } from '@talent/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type AppConfig, testConfig } from '../config';
import { createDiskStorage, type FileStorage } from '../lib/file-storage';
import { createMailer, readOutbox } from '../lib/mailer';

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  outboxDir: string;
  outbox: () => ReturnType<typeof readOutbox>;
  /** The app's file storage: `filesDir`, in the suite's own data folder. */
  storage: FileStorage;
  filesDir: string;
}

export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  configOverrides: Partial<AppConfig> = {},
  /** Stand-ins the app takes (a resume parser). */
  appOptions: Pick<BuildAppOptions, 'parseResume'> = {},
) {
  describe.each(testDatabaseKinds())(`${name} (%s)`, (kind) => {
    let ctx: TestContext | undefined;
    beforeAll(async () => {
      const database = await createTestDatabase(kind);
      const outboxDir = mkdtempSync(join(tmpdir(), 'talent-outbox-'));
      // The suite's own data folder (uploaded files), unless it names one.
      const config = testConfig({ dataDir: join(outboxDir, 'data'), ...configOverrides });
      const mailer = createMailer({ from: config.mailFrom, outboxDir });
      const filesDir = join(config.dataDir, 'files');
      const storage = createDiskStorage(filesDir);
      const webDist = join(outboxDir, 'no-web');
      const app = await buildApp({ config, database, mailer, webDist, storage, ...appOptions });
      sendOriginByDefault(app, config.publicUrl);
      ctx = {
        kind,
        app,
        database,
        outboxDir,
        outbox: () => readOutbox(outboxDir),
        storage,
        filesDir,
      };
    });
    afterAll(async () => {
      if (!ctx) return;
      await ctx.app.close();
      await ctx.database.close();
      rmSync(ctx.outboxDir, { recursive: true, force: true });
    });
    suite(() => {
      if (!ctx) throw new Error('test context not ready');
      return ctx;
    });
  });
}

/**
 * Requests come from the app's own page unless a test says otherwise: a browser sends the page's
 * Origin with every write, and the API refuses writes from elsewhere (request-guards.ts).
 */
export function sendOriginByDefault(app: FastifyInstance, origin: string) {
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const withOrigin = (options: InjectOptions): InjectOptions => {
    const headers: Record<string, unknown> = { ...options.headers };
    if (!('origin' in headers) && !('referer' in headers)) headers.origin = origin;
    return { ...options, headers } as InjectOptions;
  };
  Object.assign(app, { inject: (options: InjectOptions) => inject(withOrigin(options)) });
}

let counter = 0;
/** A unique email for a test talent. */
export const uniqueEmail = (prefix = 'talent') =>
  `${prefix}-${Date.now()}-${++counter}@example.com`;

/** Signs up a talent and returns the session cookie header to send with later requests. */
export async function signUp(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<{ cookie: string; email: string; password: string; response: LightMyRequestResponse }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: input.name ?? 'Test Talent', email, password },
  });
  if (response.statusCode !== 200 && !input.email) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  return { cookie: cookieHeader(response), email, password, response };
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function withCookie(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, cookie } };
}
