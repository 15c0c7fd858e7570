// Test databases: every test file gets its own, on each database kind available.
// PGlite always (in memory); PostgreSQL when TEST_DATABASE_URL is set, as a fresh database
// created on that server and dropped afterwards. Both start as copies of a template migrated
// once (per set of migrations, kept between runs), instead of replaying every migration per
// file: PGlite loads a dump of it, PostgreSQL creates the database `TEMPLATE` it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../client';
import { taxonomyVersion } from '../taxonomy/sync-taxonomy';

export type DatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `talent_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  let dropped = false;
  return {
    ...handle,
    close: async () => {
      await handle.close();
      if (dropped) return;
      dropped = true;
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

let key: string | undefined;

/** A short hash of the migrations and the taxonomy data: a change makes a new template. */
function migrationsKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  // The template also holds the taxonomy's data, copied in at open.
  hash.update(taxonomyVersion);
  key = hash.digest('hex').slice(0, 12);
  return key;
}

const pgliteTemplateFile = () => join(tmpdir(), `talent-pglite-template-${migrationsKey()}.tar`);

let pgliteTemplateBytes: Uint8Array | undefined;

/** The dump of a migrated embedded database, made once and kept in the temp folder. */
function pgliteTemplate(): Uint8Array | undefined {
  if (pgliteTemplateBytes) return pgliteTemplateBytes;
  const file = pgliteTemplateFile();
  if (existsSync(file)) pgliteTemplateBytes = new Uint8Array(readFileSync(file));
  return pgliteTemplateBytes;
}

/** Makes the embedded template when missing (global setup of the test run). */
export async function preparePgliteTemplate(): Promise<void> {
  const file = pgliteTemplateFile();
  if (existsSync(file)) return;
  const handle = await openDatabase({ kind: 'pglite' });
  try {
    const bytes = await handle.dump?.();
    if (!bytes) return;
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
}

/**
 * The name of a migrated template database on the server, made when missing. An advisory lock
 * keeps two test files from making it at once; nobody stays connected to it, so it can be copied.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `talent_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(7354001)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7354001)').catch(() => {});
    await admin.end();
  }
  return name;
}

export { buildCommunity, buildCompany, buildConnection, buildJob } from './factories';
