// `npm run import -- <file>`: imports a job feed (schema.org JobPostings as a JSON array or
// JSON Lines) into the database the app uses, as configured by the same environment, then
// refreshes the search data. Prints a JSON summary; the exit code tells scripts how it went.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '@talent/db';
import { importJobFeed, parseFeed, refreshSearchData } from '@talent/db/catalogue';
import { type AppConfig, loadConfig } from '../config';

export const EXIT_CODE = { ok: 0, recordsFailed: 1, notRun: 2 } as const;

export const USAGE = `Usage: npm run import -- <feed.jsonl | feed.json>

Imports schema.org JobPosting records (JSON Lines, or one JSON array) into the database set by
DATABASE_URL, or the embedded one in DATA_DIR (stop the app first: the embedded database has
one owner). Jobs are upserted by identifier; a record that cannot be a job (no title, employer
or place) is skipped and reported, an unusual field is left out with a warning.

Exit codes: 0 every record imported, 1 some records were skipped (see "skipped"),
2 the import did not run or stopped (bad usage, unreadable file, database not available).`;

export interface CliOutput {
  log: (text: string) => void;
  error: (text: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runImport(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CliOutput = console,
): Promise<number> {
  const files = args.filter((a) => a !== '--');
  const [file] = files;
  if (files.length !== 1 || !file || file.startsWith('-')) {
    out.error(USAGE);
    return EXIT_CODE.notRun;
  }
  // npm runs scripts from the project root; a relative path means the caller's directory.
  const path = resolve(env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  let config: AppConfig;
  let database: DatabaseHandle;
  try {
    text = await readFile(path, 'utf8');
    config = loadConfig(env);
    database = await openDatabase(config.database);
  } catch (error) {
    out.error(`Import not run: ${messageOf(error)}`);
    return EXIT_CODE.notRun;
  }

  try {
    const started = performance.now();
    const summary = await importJobFeed(database.db, parseFeed(text));
    await refreshSearchData(database.db);
    const durationMs = Math.round(performance.now() - started);
    out.log(JSON.stringify({ file: path, ...summary, durationMs }, null, 2));
    return summary.skippedCount > 0 ? EXIT_CODE.recordsFailed : EXIT_CODE.ok;
  } catch (error) {
    // Batches already written stay written; re-running the import upserts the rest.
    out.error(`Import stopped: ${messageOf(error)}`);
    return EXIT_CODE.notRun;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runImport(process.argv.slice(2));
}
