import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { RUN_FILE } from '../../start/run-file';

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
    // The server that made the copy is not running here; then the archive's modes as the original's.
    await rm(path.join(dataDir, RUN_FILE), { force: true });
    await ownerOnly(dataDir);
  } catch (err) {
    // Leave no half-restored directory behind to be mistaken for a database.
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { dataDir };
}

/**
 * The unpacked files get the process umask's modes (0644/0755, often 0666); the directory holds the
 * database and the token-signing secret, so as the original and the archive: 0700 directories, 0600 files.
 */
async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnly(at);
    else if (entry.isFile()) await chmod(at, 0o600);
  }
}
