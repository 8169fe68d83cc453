import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Why a restore is refused before anything is written. */
export class RestoreRefused extends Error {}

/**
 * Restores a backup (`POST /api/v2/system/backup`, `npm run backup`) into a NEW data directory: PGlite
 * unpacks the tarball (database, documents, signing secret) and starts on it once, replaying the WAL
 * of the moment the copy was taken. A directory that already holds anything is refused, never merged.
 */
export async function restoreBackup(archive: string, targetDir: string): Promise<{ dataDir: string }> {
  const dataDir = path.resolve(targetDir);
  if (existsSync(dataDir) && (await readdir(dataDir)).length)
    throw new RestoreRefused(`${dataDir} is not empty: restore into a new, empty data directory`);
  const bytes = await readFile(archive);
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new RestoreRefused(`${archive} is not a gzipped backup`);
  try {
    const db = await PGlite.create(dataDir, {
      loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
      extensions: { pg_trgm },
    });
    await db.query('SELECT 1');
    await db.close();
  } catch (err) {
    // Leave no half-restored directory behind to be mistaken for a database.
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { dataDir };
}
