// Runs the embedded database (PGlite) in a worker thread and keeps it answering: every
// statement has a deadline, and a statement that overruns it (PGlite has been seen spinning
// forever, decision 010) ends the worker, which is started again on the same data. The requests
// that were waiting on it fail (the app answers 503); the HTTP event loop never stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { dbPackageDir } from '../package-dir';

export interface StallReport {
  /** The statement that overran (cut to a few kB). */
  statement: string;
  seconds: number;
}

export interface EmbeddedServerOptions {
  /** The PGlite data folder; undefined: in memory (tests). */
  pgdataDir: string | undefined;
  /** In memory only: start from this dump (`dump()`) instead of an empty database. */
  loadDataDir?: Uint8Array;
  /** A statement running longer than this ends the worker. 0: no deadline. */
  deadlineMs: number;
  onStall: (report: StallReport) => void;
  /** Called after a restart, before the database is used again (migrations). */
  onRestarted: (socketDir: string) => Promise<void>;
  /** Before a start: clear what an ended worker left behind in the data folder. */
  beforeStart: () => void;
}

export interface EmbeddedServer {
  /** The folder holding the socket: node-postgres' `host` (the socket is `.s.PGSQL.5432`). */
  socketDir: string;
  /** How many times the worker was ended for an overrunning statement. */
  restarts(): number;
  /** The whole database as an uncompressed tar (PGlite's dump), to start another from. */
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

// Found through the package, not this module's URL: the compiled server is one bundled file.
const workerFile = join(dbPackageDir, 'src/embedded/pglite-worker.mjs');
const STATEMENT_BYTES = 4096;
const decoder = new TextDecoder();

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  // A private folder (mode 0700): nobody else on the machine can connect to the socket.
  const socketDir = mkdtempSync(join(tmpdir(), 'talent-db-'));
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  const busySince = new BigInt64Array(new SharedArrayBuffer(8));
  const statement = new Uint8Array(new SharedArrayBuffer(STATEMENT_BYTES));
  let worker: Worker | undefined;
  let stopping = false;
  let restarts = 0;
  let restarting: Promise<void> | undefined;

  const start = async () => {
    options.beforeStart();
    const next = new Worker(workerFile, {
      workerData: {
        dataDir: options.pgdataDir,
        loadDataDir: options.loadDataDir,
        socketPath,
        busySince,
        statement,
      },
      // The worker is plain JavaScript: no TypeScript loader (the parent's flags) needed there.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database worker exited (${code})`));
      next.once('error', reject);
      next.once('exit', onExit);
      next.once('message', (message: { type: string }) => {
        next.off('error', reject);
        next.off('exit', onExit);
        if (message.type === 'ready') resolve();
        else reject(new Error(`The database worker said ${JSON.stringify(message)}`));
      });
    });
    next.on('error', (error) => console.error('Embedded database worker failed:', error));
    next.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'error') console.error('Embedded database error:', message.message);
    });
    worker = next;
  };

  const restart = async (report: StallReport) => {
    restarts += 1;
    options.onStall(report);
    Atomics.store(busySince, 0, 0n);
    await worker?.terminate();
    worker = undefined;
    if (stopping) return;
    await start();
    await options.onRestarted(socketDir);
  };

  await start();

  const watchdog = setInterval(() => {
    const since = Number(Atomics.load(busySince, 0));
    if (!options.deadlineMs || !since || restarting || stopping) return;
    const ms = Date.now() - since;
    if (ms <= options.deadlineMs) return;
    const length = new DataView(statement.buffer).getUint32(0);
    const text = decoder.decode(statement.slice(4, 4 + Math.min(length, STATEMENT_BYTES - 4)));
    restarting = restart({ statement: text, seconds: Math.round(ms / 100) / 10 })
      .catch((error) => console.error('The embedded database could not be restarted:', error))
      .finally(() => {
        restarting = undefined;
      });
  }, 250);
  watchdog.unref();

  return {
    socketDir,
    restarts: () => restarts,
    dump: () => {
      const current = worker;
      if (!current) return Promise.reject(new Error('The database worker is not running'));
      return new Promise((resolve) => {
        const onMessage = (message: { type: string; bytes?: Uint8Array }) => {
          if (message.type !== 'dump' || !message.bytes) return;
          current.off('message', onMessage);
          resolve(message.bytes);
        };
        current.on('message', onMessage);
        current.postMessage({ type: 'dump' });
      });
    },
    stop: async () => {
      stopping = true;
      clearInterval(watchdog);
      await restarting;
      const current = worker;
      worker = undefined;
      if (current) {
        const closed = new Promise<void>((resolve) => {
          current.on('message', (m: { type: string }) => m.type === 'closed' && resolve());
          current.once('exit', () => resolve());
        });
        current.postMessage({ type: 'close' });
        // A worker stuck in a statement cannot close cleanly; its data recovers as after a crash.
        const timer = setTimeout(() => void current.terminate(), options.deadlineMs || 60_000);
        await closed;
        clearTimeout(timer);
        await current.terminate();
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
