// Opens the database the app runs on: embedded PGlite (a folder under DATA_DIR) by default,
// or a PostgreSQL server when a connection URL is given. Both speak the same dialect and get
// the same migrations, applied here at open.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** The extensions the migrations create (search, typo tolerance, radius): PostgreSQL ships
 * them as contrib modules; PGlite needs them loaded when it starts. */
const pgliteOptions: PGliteOptions = { extensions: { cube, earthdistance, pg_trgm, unaccent } };

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Search intersects large bitmaps (community x words): with PostgreSQL's 4 MB default they
    // turn lossy and every row is read again; 64 MB keeps them exact (measured: 161 -> 42 ms).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: '-c work_mem=64MB',
    });
    // An idle client whose connection ends (server restart, failover, a dropped test database)
    // is discarded by the pool, which opens a new one for the next query. Without a listener
    // the pool's 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    let closed = false;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let releaseLock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  let client: PGlite | undefined;
  try {
    client = new PGlite({
      ...pgliteOptions,
      dataDir: options.dataDir && `${options.dataDir}/pgdata`,
    });
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (error) {
    await client?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (closed) throw new Error('Database is closed');
      await pglite.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pglite.close();
      releaseLock();
    },
  };
}
