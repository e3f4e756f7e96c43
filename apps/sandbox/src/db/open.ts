import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** In memory when dataDir is unset or ':memory:'; otherwise persisted in that folder (created if missing). */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir === undefined || dataDir === ':memory:') return PGlite.create();
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}
