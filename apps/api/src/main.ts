// Starts the server: config from the environment, the database (migrated), demo data on
// first start, then listen. SIGTERM/SIGINT close the server (in-flight requests finish)
// and then the database, so no acknowledged write is lost.
import { DataDirInUseError, openDatabase, type StallReport } from '@talent/db';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  // Until the app (and its logger) exists, a stall is reported on stderr.
  let reportStall = (report: StallReport) => console.error(report);
  // The database starts (the embedded one in its own thread) while the app's code loads.
  const opening = openDatabase({ ...config.database, onStall: (r) => reportStall(r) });
  // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
  opening.catch(() => {});
  const [{ buildApp, defaultStorage }, { NEWCOMER_EMAIL, seedDemoDataIfEmpty }] = await Promise.all(
    [import('./app'), import('./demo')],
  );
  const database = await opening;
  const readDatabase = config.readDatabase && (await openDatabase(config.readDatabase));
  const storage = defaultStorage(config);
  const app = await buildApp({
    config,
    database,
    readDatabase,
    storage,
    ownsDatabase: true,
    // A web build elsewhere than apps/web/dist (e.g. several builds side by side).
    webDist: process.env.WEB_DIST || undefined,
  });

  reportStall = ({ statement, seconds }) =>
    app.log.error(
      { statement: statement.slice(0, 2000), seconds },
      'EMBEDDED DATABASE RESTARTED: a statement overran its deadline; the requests waiting on it were answered 503',
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.demoData) {
    const demo = await seedDemoDataIfEmpty({ app, config, database, storage });
    if (demo) {
      app.log.info(`Demo sign-in: ${demo.email} / ${demo.password}`);
      app.log.info(`Newcomer demo sign-in (no open jobs yet): ${NEWCOMER_EMAIL}, same password`);
    }
  }
  // The place index (the gazetteer, about a second to build) is built before the first request:
  // built on first use, by a place search or a resume's parse on the job queue, it held every
  // request of the process back meanwhile.
  const { preparePlaceSearch } = await import('@talent/geo');
  preparePlaceSearch();
  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Talent Portal is running at ${config.publicUrl}/talent/ (${where})`);
}

main().catch((error: unknown) => {
  // What a person can act on is said in one line; anything else with its stack.
  if (error instanceof ConfigError || error instanceof DataDirInUseError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
