// PGlite has no server to arbitrate access to its folder: two processes opening it would
// corrupt it, and a process killed with SIGKILL leaves PGlite's `postmaster.pid` behind,
// which makes the next open hang. We keep our own lock file holding the owner's pid:
// a lock whose process is gone is stale and is cleared (with PGlite's pid file); a live one
// is refused with a clear message.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another running process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock and returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'talent-portal.lock');
  if (existsSync(lockFile)) {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(dataDir, pid);
    }
  }
  // Nobody live holds the folder: whatever lock PGlite left is stale.
  clearStalePgliteLock(join(dataDir, 'pgdata'));
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
}

/** PGlite's own pid file, left by a process or worker that ended without closing. */
export function clearStalePgliteLock(pgdataDir: string): void {
  rmSync(join(pgdataDir, 'postmaster.pid'), { force: true });
}
