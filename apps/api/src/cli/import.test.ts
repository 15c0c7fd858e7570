// `npm run import -- <file>` end to end on an embedded database in a temporary DATA_DIR.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODE, runImport, USAGE } from './import';

describe('npm run import', () => {
  let dir: string;
  const env = () => ({ NODE_ENV: 'test', DATA_DIR: join(dir, 'data'), INIT_CWD: dir });
  const capture = () => {
    const out = { logs: [] as string[], errors: [] as string[] };
    return {
      out,
      io: { log: (t: string) => out.logs.push(t), error: (t: string) => out.errors.push(t) },
    };
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'talent-import-'));
    const job = (id: string) =>
      JSON.stringify({
        identifier: id,
        title: 'Barista',
        description: 'Coffee, made well.',
        datePosted: '2025-05-01',
        hiringOrganization: { name: 'Bean There' },
        jobLocation: { address: { addressLocality: 'Newtown', addressRegion: 'NSW' } },
      });
    writeFileSync(join(dir, 'good.jsonl'), `${job('cli-1')}\n${job('cli-2')}\n`);
    writeFileSync(join(dir, 'mixed.jsonl'), `${job('cli-1')}\nnot json\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the summary and exits 0 when every record imported', async () => {
    const { out, io } = capture();
    expect(await runImport(['good.jsonl'], env(), io)).toBe(EXIT_CODE.ok);
    expect(JSON.parse(out.logs[0] ?? '')).toMatchObject({ created: 2, updated: 0, skipped: [] });
  });

  it('exits 1 and lists the skipped records when some were skipped', async () => {
    const { out, io } = capture();
    expect(await runImport(['--', 'mixed.jsonl'], env(), io)).toBe(EXIT_CODE.recordsFailed);
    expect(JSON.parse(out.logs[0] ?? '')).toMatchObject({
      created: 0,
      // cli-1 comes again as it was: not written again.
      unchanged: 1,
      skipped: [{ line: 2, reason: expect.stringMatching(/^Not valid JSON/) }],
    });
  });

  it('exits 2 with the usage on bad arguments, and 2 when the file cannot be read', async () => {
    const { out, io } = capture();
    expect(await runImport([], env(), io)).toBe(EXIT_CODE.notRun);
    expect(await runImport(['a.json', 'b.json'], env(), io)).toBe(EXIT_CODE.notRun);
    expect(out.errors).toEqual([USAGE, USAGE]);
    expect(await runImport(['missing.json'], env(), io)).toBe(EXIT_CODE.notRun);
    expect(out.errors[2]).toMatch(/^Import not run: ENOENT/);
  });
});
