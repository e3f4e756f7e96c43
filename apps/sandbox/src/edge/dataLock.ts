// One sandbox per data folder: two PGlite instances writing the same files corrupt them. The folder holds a lock
// file with the owner's pid; a lock whose pid is no longer running (a crash, a kill -9) is stale and taken over.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'sandbox.lock';

export class DataFolderLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data folder ${dataDir} is in use by another sandbox (pid ${pid}). Stop that one, or give this one ` +
        `another folder (SANDBOX_DATA_DIR) or SANDBOX_DATA_DIR=:memory:.`,
    );
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function owner(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process (creating it) or throws DataFolderLocked; returns the release function. */
export function lockDataFolder(dataDir: string, pid = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  // Twice at most: the second try follows the removal of a stale lock (a racing sandbox that wins it makes us fail).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      return () => {
        if (owner(path) === pid) unlinkSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = owner(path);
    if (holder !== null && holder !== pid && running(holder)) throw new DataFolderLocked(dataDir, holder);
    try {
      unlinkSync(path);
    } catch {
      /* another starter removed it first */
    }
  }
  throw new DataFolderLocked(dataDir, owner(path) ?? 0);
}
