/**
 * One server per PGlite directory. PGlite has no locking of its own: two processes opening one
 * directory both start, and the acknowledged writes of one are lost (issue 16). The server writes
 * its process id into `server.pid` in the directory, exclusively; a second server finds it, sees the
 * process still running and refuses to start with a message an operator can act on. A file left by
 * a server that died (kill -9, power loss) names a process that no longer runs and is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';

export interface DirectoryLock {
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

/** Whether a process with this id exists (EPERM: it does, but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDirectory(dataDir: string, pid: number = process.pid): DirectoryLock {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${String(pid)}\n`, { flag: 'wx', mode: 0o600 });
      return {
        release: () => {
          try {
            if (readFileSync(file, 'utf8').trim() === String(pid)) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // removed in between: try again
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isRunning(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another server (process ${String(holder)}): PGlite allows one server per directory. ` +
          `Stop that server, or start this one with another DATA_DIR (or DATABASE_URL for several servers).`,
      );
    }
    // Left by a server that is gone.
    try {
      unlinkSync(file);
    } catch {
      // Another starting server took it over first; the next attempt sees whose it is.
    }
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take ${LOCK_FILE}`);
}
