// Opens the database the app runs on: embedded PGlite (a folder under DATA_DIR) by default,
// or a PostgreSQL server when a connection URL is given. Both speak the same dialect, are reached
// through the same driver (node-postgres: PGlite is served over the wire protocol from its own
// thread, decision 010) and get the same migrations, applied here at open.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock, clearStalePgliteLock } from './data-dir-lock';
import { type StallReport, startEmbeddedServer } from './embedded/embedded-server';
import { dbPackageDir } from './package-dir';
import { prepareRepeatedStatements } from './prepared-statements';
import * as schema from './schema';
import { syncTaxonomy } from './taxonomy/sync-taxonomy';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type { StallReport };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the whole database as a tar, to start another from (`loadDataDir`). */
  dump?(): Promise<Uint8Array>;
}

interface CommonOptions {
  /**
   * Every statement's deadline in milliseconds (default 15 s; 0: none). On PostgreSQL it is the
   * server's `statement_timeout`; the embedded database's worker is ended and started again
   * when a statement overruns it. Migrations at open have no deadline.
   */
  statementTimeoutMs?: number;
  /** Told when an embedded statement overran its deadline (default: logged to stderr). */
  onStall?: (report: StallReport) => void;
}

export type OpenDatabaseOptions = CommonOptions &
  (
    | {
        kind: 'postgres';
        url: string;
        poolSize?: number;
        /**
         * A read replica (or any database the app only reads): no migrations are run at open;
         * the primary's are what it replicates.
         */
        readOnly?: boolean;
      }
    /**
     * `dataDir` undefined: in memory (tests), empty or loaded from `loadDataDir` (a `dump()`);
     * the migrations then only check what is there.
     */
    | { kind: 'pglite'; dataDir?: string; loadDataDir?: Uint8Array }
  );

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export const migrationsFolder = join(dbPackageDir, 'migrations');

const embedded = new WeakSet<Database>();

/** Whether this is the embedded database (PGlite), for the few things it must not run. */
export function isEmbeddedDatabase(db: Database): boolean {
  return embedded.has(db);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const timeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10, timeout, options.readOnly ?? false)
    : openEmbedded(options.dataDir, options.loadDataDir, timeout, options.onStall ?? logStall);
}

function logStall({ statement, seconds }: StallReport) {
  console.error(
    `EMBEDDED DATABASE RESTARTED: a statement ran for ${seconds} s, past its deadline; ` +
      `its requests were answered 503. Statement: ${statement.slice(0, 2000)}`,
  );
}

async function openPostgres(url: string, poolSize: number, timeoutMs: number, readOnly: boolean) {
  // Search intersects large bitmaps (community x words): with PostgreSQL's 4 MB default they
  // turn lossy and every row is read again; 64 MB keeps them exact (measured: 161 -> 42 ms).
  // The app's statements are short: no parallel workers (on 1,000,000 jobs a search's page and
  // count each started two, which cost more than they saved: 22 -> 18 ms and 22 -> 14 ms, and
  // they take cores from the other requests) and no JIT compilation (tens of milliseconds for a
  // statement that runs in a few).
  const options = [
    '-c work_mem=64MB',
    `-c statement_timeout=${timeoutMs}`,
    '-c max_parallel_workers_per_gather=0',
    '-c jit=off',
  ];
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: options.join(' ') });
  // The statements whose best plan depends on their values (searches, PLANNED_PER_CALL) run on
  // connections of their own that plan every call for its values; named there, they are still
  // parsed once per connection (decision 026).
  const plannedPerCallPool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil(poolSize / 2)),
    options: [...options, '-c plan_cache_mode=force_custom_plan'].join(' '),
  });
  return handleOn(
    pool,
    'postgres',
    async () => {
      if (!readOnly) await migrateWith(new pg.Pool({ connectionString: url, max: 1 }));
    },
    plannedPerCallPool,
  );
}

async function openEmbedded(
  dataDir: string | undefined,
  loadDataDir: Uint8Array | undefined,
  timeoutMs: number,
  onStall: (report: StallReport) => void,
): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  const pgdataDir = dataDir && `${dataDir}/pgdata`;
  const migrateEmbedded = (socketDir: string) => migrateWith(embeddedPool(socketDir, 1));
  let server: Awaited<ReturnType<typeof startEmbeddedServer>> | undefined;
  try {
    server = await startEmbeddedServer({
      pgdataDir,
      loadDataDir: dataDir ? undefined : loadDataDir,
      deadlineMs: timeoutMs,
      onStall,
      beforeStart: () => pgdataDir && clearStalePgliteLock(pgdataDir),
      // In memory, a restart starts empty: migrate again (on a folder, this finds nothing to do).
      onRestarted: migrateEmbedded,
    });
    await migrateEmbedded(server.socketDir);
  } catch (error) {
    await server?.stop().catch(() => {});
    releaseLock();
    throw error;
  }
  const running = server;
  // Connections wait for each other inside the worker (one PGlite session), so a few suffice:
  // one can be sent while another's statement runs.
  const handle = await handleOn(embeddedPool(running.socketDir, 4), 'pglite', async () => {});
  embedded.add(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await running.stop();
      releaseLock();
    },
    dump: () => running.dump(),
  };
}

/** A pool on the embedded database's socket (node-postgres takes a folder as `host`). */
function embeddedPool(socketDir: string, max: number) {
  // Connections are kept (a socket inside this process costs nothing): their prepared
  // statements stay prepared (see prepared-statements.ts).
  return new pg.Pool({
    host: socketDir,
    user: 'postgres',
    database: 'postgres',
    max,
    idleTimeoutMillis: 0,
  });
}

async function migrateWith(pool: pg.Pool) {
  pool.on('error', () => {});
  try {
    await migrate(drizzle(pool), { migrationsFolder });
    await syncTaxonomy(pool);
  } finally {
    await pool.end();
  }
}

/** Where a database's statements planned per call go (`plannedPerCallPool` of `handleOn`). */
const plannedPerCall = new WeakMap<Database, Database>();

/**
 * The database to send a statement planned per call to: on PostgreSQL the connections that plan
 * every call for its values; else (the embedded database, a transaction) `db` itself.
 */
export function plannedPerCallDatabase(db: Database): Database {
  return plannedPerCall.get(db) ?? db;
}

/** Connections that survive the loss of one of theirs (see handleOn). */
function tolerateLostConnections(pool: pg.Pool) {
  // An idle client whose connection ends (server restart, failover, a dropped test database, the
  // embedded worker restarted) is discarded by the pool, which opens a new one for the next
  // query. Without a listener the pool's 'error' event would crash the process.
  pool.on('error', () => {});
  // A client that is checked out (a transaction between two statements) reports a lost
  // connection on itself, not on the pool: the transaction's next statement fails and the pool
  // discards the client, but the event alone, unheard, would crash the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

async function handleOn(
  pool: pg.Pool,
  kind: DatabaseHandle['kind'],
  prepare: () => Promise<void>,
  plannedPerCallPool?: pg.Pool,
): Promise<DatabaseHandle> {
  const pools = plannedPerCallPool ? [pool, plannedPerCallPool] : [pool];
  for (const p of pools) tolerateLostConnections(p);
  // Without connections of its own for them, PostgreSQL gets the statements planned per call
  // unnamed (a transaction's); the embedded database keeps them named (decision 026).
  prepareRepeatedStatements(pool, { planMarkedPerCall: kind === 'postgres' });
  if (plannedPerCallPool)
    prepareRepeatedStatements(plannedPerCallPool, { planMarkedPerCall: false });
  try {
    await prepare();
  } catch (error) {
    await Promise.all(pools.map((p) => p.end()));
    throw error;
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  if (plannedPerCallPool)
    plannedPerCall.set(db, drizzle(plannedPerCallPool, { schema }) as unknown as Database);
  let closed = false;
  return {
    db,
    kind,
    ping: async () => {
      if (closed) throw new Error('Database is closed');
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // Ending the pool waits for its checked-out clients. One whose statement was lost with an
      // embedded worker that restarted mid-transaction may never come back (issue 14): close
      // after a few seconds anyway; stopping the embedded worker then ends its connection.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pools.map((p) => p.end())),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

/** How long closing waits for the pool's checked-out clients. */
const CLOSE_WAIT_MS = 5000;
