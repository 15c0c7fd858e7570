// A full disk under an upload: the talent is told plainly that nothing was saved (507, not a
// bare 500), nothing is recorded, the half-written bytes are gone, and the next upload works once
// there is room again. The storage's writes fail as a full disk's do (ENOSPC).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, schema } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { isStorageFull } from '../../lib/database-errors';
import { createDiskStorage } from '../../lib/file-storage';
import { multipart, resumeTextBytes } from '../../test/files';
import { sendOriginByDefault, signUp, withCookie } from '../../test/harness';

describe('an upload when the disk is full', () => {
  const dir = mkdtempSync(join(tmpdir(), 'talent-full-'));
  const filesDir = join(dir, 'files');
  let full = true;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const storage = createDiskStorage(filesDir, async (path, bytes) => {
      if (!full) return writeFile(path, bytes);
      await writeFile(path, (bytes as Uint8Array).subarray(0, 3));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const config = testConfig({ dataDir: join(dir, 'data') });
    app = await buildApp({ config, database, storage, webDist: join(dir, 'no-web') });
    sendOriginByDefault(app, config.publicUrl);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (cookie: string) =>
    app.inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/talentapi/cv-file',
        ...multipart('resume.txt', resumeTextBytes(), { contentType: 'text/plain' }),
      }),
    );

  it('answers 507 with a plain message, stores nothing, and works again once there is room', async () => {
    const { cookie } = await signUp(app);
    const refused = await upload(cookie);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({
      message:
        'There is no room to save this at the moment, so nothing was saved. Please try again later.',
      code: 'INSUFFICIENT_STORAGE',
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect(await database.db.select().from(schema.talentFile)).toEqual([]);
    const left = readdirSync(filesDir, { recursive: true }).map(String);
    expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);

    full = false;
    expect((await upload(cookie)).statusCode).toBe(201);
    expect(await database.db.select().from(schema.talentFile)).toHaveLength(1);
  });

  it('tells a full disk by the file error or the database error, through wrapping', () => {
    const wrapped = new Error('Failed query: insert …', {
      cause: Object.assign(new Error('could not extend file'), { code: '53100' }),
    });
    expect(isStorageFull(wrapped)).toBe(true);
    expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(isStorageFull(new Error('ENOENT: no such file'))).toBe(false);
  });
});
