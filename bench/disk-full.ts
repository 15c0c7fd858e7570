// npm run bench -- --disk-full: the embedded app's data folder runs out of disk. Mounts a small
// tmpfs (needs the right to mount: root, as on CI), starts the built server on a data folder in
// it with a small demo catalogue, sets a talent up, then fills the disk with a file of its own
// and has the talent write on: resume uploads and career summaries. Checks, and exits non-zero
// when one fails:
// - every write is answered 2xx or 507 with the plain message, never 500 or a timeout, and the
//   uploads do come to 507 (the disk was full for them); /api/health answers throughout;
// - a failed upload leaves no half-written file behind;
// - once room is made, a summary and an upload are taken again;
// - after a restart on the same folder, the last summary acknowledged is there and the database
//   opens (nothing corrupted).
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltApp } from './built-app';
import { appSettings, Client, setUpTalents, type Talent } from './talents';

const DISK_MB = 400;
/** What the filler file leaves free. */
const LEFT_FREE_BYTES = 256 * 1024;
const SUMMARY_WRITES = 1500;
const UPLOAD_BYTES = 512 * 1024;
const FULL_MESSAGE = 'There is no room to save this at the moment';

/** A plain-text resume of about `bytes` (the upload accepts .txt). */
function bigResume(index: number, tag: string) {
  const boundary = `----bench${tag}`;
  const line = `Warehouse team member ${tag}: forklift licence, stock control, pick and pack.\n`;
  const text = `Talent ${index}\n${line.repeat(Math.ceil(UPLOAD_BYTES / line.length))}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume-${tag}.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function fill(path: string, bytes: number) {
  const chunk = Buffer.alloc(8 * 1024 * 1024, 0x61);
  const fd = openSync(path, 'w');
  try {
    for (let left = bytes; left > 0; left -= chunk.length) {
      writeSync(fd, chunk, 0, Math.min(chunk.length, left));
    }
  } finally {
    closeSync(fd);
  }
}

function partFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.part')) found.push(entry.name);
  }
  return found;
}

export async function benchDiskFull() {
  const mount = mkdtempSync(join(tmpdir(), 'talent-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', mount]);
  } catch (error) {
    rmSync(mount, { recursive: true, force: true });
    throw new Error(`--disk-full needs to mount a tmpfs (run as root): ${String(error)}`);
  }
  const dataDir = join(mount, 'data');
  const env = { ...appSettings(null), DEMO_JOB_COUNT: '200' };
  const failures: string[] = [];
  let app = await startBuiltApp({ env, dataDir });
  try {
    let client = new Client(app.baseUrl, 4);
    const { talents } = await setUpTalents(client, app, 1);
    const talent = talents[0] as Talent;
    const { port } = app;

    const statuses: Record<string, number> = {};
    const count = (what: string, status: number) => {
      const key = `${what} ${status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    };
    const summary = async (n: number) => {
      const value = `Summary ${n}: ${'stock control and forklift work, '.repeat(60)}`;
      const answer = await client.send(
        'PUT',
        '/api/workerapi/webresume/career',
        { cookie: talent.cookie, 'content-type': 'application/json' },
        JSON.stringify({ careerSummary: value }),
      );
      count('summary', answer.status);
      if (answer.status === 507 && !answer.body.includes(FULL_MESSAGE))
        failures.push(`a summary's 507 did not say why: ${answer.body.slice(0, 200)}`);
      return { answer, value };
    };
    const upload = async (tag: string) => {
      const file = bigResume(talent.index, tag);
      const answer = await client.send(
        'POST',
        '/api/talentapi/cv-file',
        { cookie: talent.cookie, 'content-type': file.contentType },
        file.body,
      );
      count('upload', answer.status);
      if (answer.status === 507 && !answer.body.includes(FULL_MESSAGE))
        failures.push(`an upload's 507 did not say why: ${answer.body.slice(0, 200)}`);
      return answer.status;
    };
    const healthy = async () => (await client.send('GET', '/api/health', {})).status === 200;

    // The disk filled, but for a little room.
    const filler = join(mount, 'filler');
    const { bavail, bsize } = statfsSync(mount);
    fill(filler, Math.max(0, bavail * bsize - LEFT_FREE_BYTES));

    let acknowledged: string | null = null;
    let uploadsFull = 0;
    let unhealthy = 0;
    for (let n = 1; n <= SUMMARY_WRITES; n++) {
      const { answer, value } = await summary(n);
      if (answer.status === 200) acknowledged = value;
      if (n % 50 === 0) {
        if ((await upload(`full-${n}`)) === 507) uploadsFull++;
        if (!(await healthy())) unhealthy++;
      }
    }
    const wrong = Object.entries(statuses).filter(([key]) => !/ (200|201|507)$/.test(key));
    if (wrong.length) failures.push(`answers other than 2xx or 507: ${JSON.stringify(wrong)}`);
    if (!uploadsFull) failures.push('no upload was refused: the disk never filled');
    if (unhealthy) failures.push(`/api/health failed ${unhealthy} times while the disk was full`);
    const leftParts = partFiles(dataDir);
    if (leftParts.length) failures.push(`half-written files left: ${leftParts.join(', ')}`);

    // Room made again: writes are taken.
    rmSync(filler);
    const after = await summary(SUMMARY_WRITES + 1);
    if (after.answer.status === 200) acknowledged = after.value;
    else failures.push(`a summary after room was made answered ${after.answer.status}`);
    const uploadAfter = await upload('after');
    if (uploadAfter !== 201) failures.push(`an upload after room was made answered ${uploadAfter}`);

    // A restart on the same folder: the database opens, and the last write is there.
    await client.pool.close();
    await app.stop();
    app = await startBuiltApp({ env, dataDir, port });
    client = new Client(app.baseUrl, 2);
    const { careerSummary } = await client.json<{ careerSummary: string | null }>(
      'GET',
      '/api/workerapi/webresume',
      { cookie: talent.cookie },
    );
    if (careerSummary !== acknowledged)
      failures.push('after the restart, the last acknowledged summary was not there');
    await client.pool.close();
    return {
      diskMegabytes: DISK_MB,
      answers: statuses,
      uploadsRefusedWhileFull: uploadsFull,
      lastSummaryKept: careerSummary === acknowledged,
      failures,
      passed: failures.length === 0,
    };
  } finally {
    await app.stop();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  }
}
