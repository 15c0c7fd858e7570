// The object store implementation against a real S3-compatible server (s3rver), run in this
// process on a free port. s3rver checks the access key of each request but not the Signature
// V4 itself: the signature is aws4's, a library checked against AWS's own signing test suite.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createObjectStorage, type ObjectStoreSettings } from './file-storage';

describe('object store file storage (S3-compatible)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'talent-s3-'));
  let server: { close(): Promise<void> };
  let settings: ObjectStoreSettings;

  beforeAll(async () => {
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'talent-files', configs: [] }],
    });
    const address = (await s3.run()) as AddressInfo;
    server = s3;
    settings = {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: 'talent-files',
      region: 'us-east-1',
      // s3rver's one account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts bytes under a new key, gets the same bytes back and removes them', async () => {
    const storage = createObjectStorage(settings);
    const bytes = Buffer.from([0, 1, 2, 255, ...Buffer.from('%PDF-1.7 résumé')]);
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await storage.get(key)).toEqual(bytes);
    const other = await storage.put(new Uint8Array(bytes).subarray(4));
    expect(other).not.toBe(key);
    expect(await storage.get(other)).toEqual(bytes.subarray(4));
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT', status: 404 });
    // Removing what is not there is not an error, as on disk.
    await storage.remove(key);
    expect(await storage.get(other)).toEqual(bytes.subarray(4));
  });

  it('fails with the store’s code when the store refuses the key', async () => {
    const storage = createObjectStorage({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(storage.put(Buffer.from('x'))).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
      status: 403,
    });
  });

  it('fails when the bucket does not exist, and refuses a key it did not make', async () => {
    const storage = createObjectStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(storage.put(Buffer.from('x'))).rejects.toMatchObject({ code: 'NoSuchBucket' });
    await expect(createObjectStorage(settings).get('../etc/passwd')).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('is chosen by the S3 settings, all four together or none', () => {
    const s3 = {
      S3_BUCKET: 'talent-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).objectStore).toBeUndefined();
    expect(loadConfig(s3).objectStore).toEqual({
      bucket: 'talent-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'talent-files' })).toThrow(
      'S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });
});
