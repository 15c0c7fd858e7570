import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './file-storage';

describe('disk file storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'talent-storage-'));
  const storage = createDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts bytes under a new key and gets the same bytes back', async () => {
    const bytes = Buffer.from('hello resume');
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.put(bytes)).not.toBe(key);
  });

  it('leaves no temporary file behind', async () => {
    const key = await storage.put(Buffer.from('x'));
    const folder = join(root, key.slice(0, 2));
    expect(readdirSync(folder).some((name) => name.endsWith('.part'))).toBe(false);
  });

  it('removes what a failed write left (a full disk) and passes its error on', async () => {
    const full = createDiskStorage(root, async (path, bytes) => {
      await writeFile(path, (bytes as Uint8Array).subarray(0, 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const before = readdirSync(root, { recursive: true }).length;
    await expect(full.put(Buffer.from('a resume that does not fit'))).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    const left = readdirSync(root, { recursive: true }).map(String);
    expect(left.filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(left.length).toBeLessThanOrEqual(before + 1); // at most the new key's empty folder
  });

  it('removes bytes; removing a missing key is not an error', async () => {
    const key = await storage.put(Buffer.from('bye'));
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toThrow();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it.each([
    '../etc/passwd',
    '/etc/passwd',
    'ab/../../secret',
    'ab/not-a-uuid',
    `zz/${'0'.repeat(36)}`,
    '',
  ])('refuses the key %j for get and remove', async (key) => {
    await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
  });
});
