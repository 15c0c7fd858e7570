// npm run bench -- --faults [--talents N] [--db postgres]: the app killed with SIGKILL in the
// middle of writes and background jobs, then started again on the same data. Starts the built
// server with the demo data (the embedded database in a data folder, or a fresh PostgreSQL
// database), sets N talents up through the API (each upload queues a resume.parse job), then
// runs each talent's loop of profile writes (career summary) and resume uploads (each queues a
// job) and kills the process with SIGKILL after a moment, while writes are in flight. The same
// server is started again on the same data and port, and the run checks:
// - every write the app acknowledged before the kill is there (a write that was in flight may be
//   there or not, but nothing older than the last acknowledged one);
// - every queued resume.parse job ran to the end after the restart (a job the kill interrupted is
//   taken again once its lease lapses), none failed, and no job ran more times than it was
//   interrupted: the jobs with more than one attempt are at most the worker's concurrency.
// Prints the figures as JSON and exits non-zero when a check fails. Build first: npm run build.
import { openDatabase, queryRows } from '@talent/db';
import { sql } from 'drizzle-orm';
import { startBuiltApp } from './built-app';
import { round } from './stats';
import {
  appSettings,
  Client,
  eachLimited,
  freshPostgres,
  resumeRead,
  SETUP_CONCURRENCY,
  setUpTalents,
  sleep,
  type Talent,
  uploadResume,
} from './talents';

/** How long the writes run before the kill. */
const WRITING_MS = 3000;
/** Background jobs each app process runs at once (the app's default JOB_CONCURRENCY). */
const JOB_CONCURRENCY = 2;
/**
 * A job interrupted by the kill is taken again when its lease lapses: 15 s here (the app's
 * JOB_LEASE_SECONDS; 60 s by default), so the run waits a quarter of the default's time.
 */
const LEASE_MS = 15_000;
const RESUME_WAIT_MS = 150_000;

interface Writer {
  talent: Talent;
  acknowledged: string | null;
  /** Sent, no answer yet: it may or may not have been stored when the process died. */
  inFlight: string | null;
  uploads: number;
}

async function writeUntilKilled(client: Client, writer: Writer, stop: { now: boolean }) {
  const { talent } = writer;
  for (let n = 1; !stop.now; n++) {
    const value = `Summary ${talent.index}.${n} written before the kill.`;
    writer.inFlight = value;
    try {
      const answer = await client.send(
        'PUT',
        '/api/workerapi/webresume/career',
        { cookie: talent.cookie, 'content-type': 'application/json' },
        JSON.stringify({ careerSummary: value }),
      );
      if (answer.status === 200) writer.acknowledged = value;
      writer.inFlight = null;
      // Every fifth write also uploads a resume again: one more resume.parse job queued.
      if (n % 5 === 0 && (await uploadResume(client, talent, `again-${n}`)) === 201)
        writer.uploads++;
    } catch {
      return; // the process died under this call
    }
  }
}

export async function benchFaults(options: { talents: number; db: 'pglite' | 'postgres' }) {
  const postgres = options.db === 'postgres' ? await freshPostgres() : null;
  const env = { ...appSettings(postgres), JOB_LEASE_SECONDS: String(LEASE_MS / 1000) };
  let app = await startBuiltApp({ env });
  const { dataDir, port } = app;
  try {
    let client = new Client(app.baseUrl, options.talents + 4);
    const { talents } = await setUpTalents(client, app, options.talents);

    const writers: Writer[] = talents.map((talent) => ({
      talent,
      acknowledged: null,
      inFlight: null,
      uploads: 1,
    }));
    const stop = { now: false };
    const writing = Promise.all(writers.map((w) => writeUntilKilled(client, w, stop)));
    await sleep(WRITING_MS);
    await app.kill();
    stop.now = true;
    await writing;
    await client.pool.destroy();

    const restarted = performance.now();
    app = await startBuiltApp({ env, dataDir, port });
    const restartSeconds = round((performance.now() - restarted) / 1000);
    client = new Client(app.baseUrl, options.talents + 4);

    // Every acknowledged write is there.
    let writesChecked = 0;
    const lost: string[] = [];
    for (const w of writers) {
      if (w.acknowledged === null) continue;
      writesChecked++;
      const { careerSummary } = await client.json<{ careerSummary: string | null }>(
        'GET',
        '/api/workerapi/webresume',
        { cookie: w.talent.cookie },
      );
      if (careerSummary !== w.acknowledged && careerSummary !== w.inFlight)
        lost.push(`talent ${w.talent.index}: ${JSON.stringify(careerSummary)}`);
    }

    // Every talent's current resume is read after the restart.
    const waited = performance.now();
    const unread: number[] = [];
    await eachLimited(writers, SETUP_CONCURRENCY, async ({ talent }) => {
      if (!(await resumeRead(client, talent, RESUME_WAIT_MS))) unread.push(talent.index);
    });
    const resumeWaitSeconds = round((performance.now() - waited) / 1000);
    // A job the kill interrupted for a resume replaced since (its talent's current one is read)
    // is still 'running' until its lease lapses; then it is taken again and ends.
    await sleep(Math.max(0, LEASE_MS + 5000 - (performance.now() - restarted)));
    await client.pool.close();
    await app.stop();

    // The queue's own account, read from the database once the app has stopped.
    const database = await openDatabase(
      postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
    );
    const [jobsState] = await queryRows<{
      total: number;
      done: number;
      failed: number;
      pending: number;
      retried: number;
    }>(
      database.db,
      sql`SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE state = 'done')::int AS done,
                 count(*) FILTER (WHERE state = 'failed')::int AS failed,
                 count(*) FILTER (WHERE state IN ('queued', 'running'))::int AS pending,
                 count(*) FILTER (WHERE attempts > 1)::int AS retried
          FROM background_job WHERE kind = 'resume.parse'`,
    );
    await database.close();
    const queue = jobsState ?? { total: 0, done: 0, failed: 0, pending: 0, retried: 0 };
    const uploads = writers.reduce((n, w) => n + w.uploads, 0);
    const checks = {
      everyAcknowledgedWritePresent: lost.length === 0,
      everyResumeRead: unread.length === 0,
      // A replaced resume's job may be dropped with its file; every job ends done, none failed.
      noJobFailedOrLeft: queue.failed === 0 && queue.pending === 0,
      noJobRunTwice: queue.retried <= JOB_CONCURRENCY,
    };
    return {
      database: options.db,
      talents: options.talents,
      writesAcknowledgedBeforeKill: writesChecked,
      writesLost: lost.length,
      lostExamples: lost.slice(0, 10),
      restartSeconds,
      resumeUploads: uploads,
      resumeParseJobs: queue,
      resumeWaitSeconds,
      unreadResumes: unread,
      checks,
      passed: Object.values(checks).every(Boolean),
    };
  } finally {
    await app.stop();
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}
