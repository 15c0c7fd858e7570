// Documents uploaded for a qualification that was never saved would stay forever, counting
// against the talent's quota and keeping data nobody can see: once a day old and attached to no
// qualification, they go (row and bytes). Runs at start and every hour; with several app
// processes each may run it, and a document is deleted once (the row's delete decides).
import type { Database } from '@talent/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FileStorage } from '../../lib/file-storage';
import { deleteUnattachedDocuments } from './qualifications.repo';

export const UNATTACHED_DOCUMENT_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes the unattached documents older than a day; returns how many went. */
export async function sweepUnattachedDocuments(
  deps: { db: Database; storage: FileStorage; log?: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const gone = await deleteUnattachedDocuments(
    deps.db,
    new Date(now.getTime() - UNATTACHED_DOCUMENT_TTL_MS),
  );
  for (const { storageKey } of gone) {
    await deps.storage.remove(storageKey).catch((err: unknown) => {
      deps.log?.warn({ err, storageKey }, 'could not remove an unattached document');
    });
  }
  return gone.length;
}

/** Sweeps once the app is ready and then hourly, until the app closes. */
export function scheduleDocumentSweep(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage },
) {
  const run = () =>
    sweepUnattachedDocuments({ ...deps, log: app.log }).then(
      (count) => count && app.log.info(`removed ${count} unattached documents`),
      (err: unknown) => app.log.warn({ err }, 'the unattached document sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
