import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { appSetting } from './schema';

const dataDir = mkdtempSync(join(tmpdir(), 'talent-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A separate process opens the folder, writes, reports, and waits to be killed. */
const writerScript = `
  import { openDatabase } from './src/client.ts';
  import { appSetting } from './src/schema/index.ts';
  const handle = await openDatabase({ kind: 'pglite', dataDir: process.argv[1] });
  for (let i = 0; i < 20; i++) await handle.db.insert(appSetting).values({ key: 'k' + i, value: 'v' + i });
  console.log('written');
  setInterval(() => {}, 1000);
`;

it('opens the same data after the owning process was killed with SIGKILL', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', writerScript, dataDir],
    {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('written')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.on('exit', resolve));

  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await handle.db.select().from(appSetting);
    expect(rows.filter((r) => r.key.startsWith('k'))).toHaveLength(20);
  } finally {
    await handle.close();
  }
}, 60_000);
