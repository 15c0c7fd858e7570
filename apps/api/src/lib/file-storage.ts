// Where uploaded bytes live. The database row (talent_file) says whose a file is; this says
// where its bytes are. The default keeps them under DATA_DIR/files; with several app processes
// on several machines, an S3-compatible object store (S3_BUCKET and its settings) takes its
// place behind the same interface.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import aws4 from 'aws4';

export interface FileStorage {
  /** Stores the bytes and returns the key to read them back with. */
  put(bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** A new key: a random id under a folder of its first two characters. */
function newKey() {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Keys are made here; anything else (a path from outside) is refused. */
function checkedKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * `write`: how bytes reach the disk (a test gives one that fails as a full disk does).
 */
export function createDiskStorage(root: string, write = writeFile): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(bytes) {
      const key = newKey();
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed, so a crash never leaves half a file; a write
      // that fails (a full disk) removes what it wrote, so it does not keep the disk full.
      const temporary = `${path}.part`;
      try {
        await write(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },
    // async, so a refused key is a rejected promise like any other failure, not a sync throw.
    async get(key) {
      return readFile(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface ObjectStoreSettings {
  /** The store's address (`https://s3.ap-southeast-2.amazonaws.com`, `http://minio:9000`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in a bucket of an S3-compatible object store (Amazon S3, MinIO, Ceph, R2 and the like),
 * addressed path-style (`endpoint/bucket/key`), each request signed with AWS Signature V4. A
 * missing object fails as a missing file does on disk (`code: 'ENOENT'`), so callers treat both
 * alike; any other answer that is not a success (a missing bucket, a refused key) fails with the
 * store's status and code.
 */
export function createObjectStorage(
  settings: ObjectStoreSettings,
  fetchImpl: typeof fetch = fetch,
): FileStorage {
  const base = new URL(settings.endpoint);
  const basePath = base.pathname.replace(/\/$/, '');
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array) => {
    const request = aws4.sign(
      {
        host: base.host,
        path: `${basePath}/${encodeURIComponent(settings.bucket)}/${checkedKey(key)}`,
        method,
        service: 's3',
        region: settings.region,
        headers: body ? { 'Content-Type': 'application/octet-stream' } : {},
        ...(body ? { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) } : {}),
      },
      { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    );
    return fetchImpl(`${base.protocol}//${base.host}${request.path}`, {
      method,
      headers: request.headers as Record<string, string>,
      ...(body ? { body } : {}),
    });
  };
  const failure = async (response: Response, what: string) => {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${response.status}`;
    return Object.assign(new Error(`Object store: ${what} answered ${response.status} ${code}`), {
      // A missing object is a missing file; a missing bucket is a setting to fix, said as such.
      code: response.status === 404 && code !== 'NoSuchBucket' ? 'ENOENT' : code,
      status: response.status,
    });
  };
  return {
    async put(bytes) {
      const key = newKey();
      const response = await send('PUT', key, bytes);
      if (!response.ok) throw await failure(response, 'storing a file');
      await response.body?.cancel();
      return key;
    },
    async get(key) {
      const response = await send('GET', key);
      if (!response.ok) throw await failure(response, 'reading a file');
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there; a store that says 404 means the same.
      if (!response.ok && response.status !== 404) throw await failure(response, 'removing a file');
      await response.body?.cancel();
    },
  };
}
