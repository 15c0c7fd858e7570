// Where uploaded bytes live. The database row (talent_file) says whose a file is; this says
// where its bytes are. The default keeps them under DATA_DIR/files; an object store can take
// its place behind the same interface.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface FileStorage {
  /** Stores the bytes and returns the key to read them back with. */
  put(bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/**
 * `write`: how bytes reach the disk (a test gives one that fails as a full disk does).
 */
export function createDiskStorage(root: string, write = writeFile): FileStorage {
  const pathOf = (key: string) => {
    // Keys are made here; anything else (a path from outside) is refused.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(bytes) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
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
