// Tells an error that means "the database cannot answer right now" (a server restarting or
// down, the embedded database's worker restarted after a statement overran its deadline, a
// statement cancelled by its deadline) from a bug. Those are answered 503 with Retry-After,
// never 500: the request may simply be tried again.
import { type Database, pingDatabase } from '@talent/db';

/** SQLSTATE classes and codes: connection exception (08), operator intervention (57: query
 * cancelled by statement_timeout, admin shutdown, cannot connect now), too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57...|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/** Whether the error or one it wraps (drizzle wraps the driver's in `cause`) passes the test. */
function anyCause(error: unknown, test: (code: unknown, message: string) => boolean): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (test((e as { code?: unknown }).code, e.message)) return true;
  }
  return false;
}

/** Whether the error, or one it wraps, is one of those. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  anyCause(
    error,
    (code, message) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) ||
      UNAVAILABLE_MESSAGE.test(message),
  );

/**
 * When a library answers a bare internal error (the auth library catches the database's error
 * and keeps only "Failed to get session"), the database's own error if it cannot answer now:
 * thrown instead, it is answered 503 like any other. Null when the database answers.
 */
export async function databaseUnavailableError(db: Database): Promise<Error | null> {
  try {
    await pingDatabase(db);
    return null;
  } catch (error) {
    return isDatabaseUnavailable(error) ? (error as Error) : null;
  }
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether the error, or one it wraps, says the disk is full: a file that could not be written
 * (ENOSPC, EDQUOT) or a database out of disk (SQLSTATE 53100). Answered 507: nothing was
 * stored, and trying again later may succeed once space is freed.
 */
export const isStorageFull = (error: unknown): boolean =>
  anyCause(
    error,
    (code, message) =>
      code === 'ENOSPC' ||
      code === 'EDQUOT' ||
      code === '53100' ||
      /no space left on device|could not extend file/i.test(message),
  );
