import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { RUN_FILE } from '../../start/run-file';
import { STAGING_DIR } from './data-dir-snapshot';
import { readTar } from './tar-reader';

/** Why a restore is refused before anything is written. */
export class RestoreRefused extends Error {}

/**
 * Restores a backup (`POST /api/v2/system/backup`, `npm run backup`) into a NEW data directory: the
 * tarball (database, documents, signing secret) is unpacked as it is read, never whole in memory, then
 * PGlite starts on it once, replaying the WAL of the moment the copy was taken. A directory that
 * already holds anything is refused, never merged. Reads the streamed archives and the older ones
 * PGlite's dumpDataDir wrote (docs/adr/0045).
 */
export async function restoreBackup(archive: string, targetDir: string): Promise<{ dataDir: string }> {
  const dataDir = path.resolve(targetDir);
  if (existsSync(dataDir) && (await readdir(dataDir)).length)
    throw new RestoreRefused(`${dataDir} is not empty: restore into a new, empty data directory`);
  if (!(await isGzip(archive))) throw new RestoreRefused(`${archive} is not a gzipped backup`);
  try {
    await unpack(archive, dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new RestoreRefused(`${archive} holds no Balancer database`);
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
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

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Files and directories only, owner-only from the start; anything else in an archive is skipped. */
async function unpack(archive: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) {
    if (!entry.name || entry.name === STAGING_DIR || entry.name.startsWith(`${STAGING_DIR}/`)) continue;
    const target = path.join(dataDir, entry.name);
    if (entry.type === 'directory') await mkdir(target, { recursive: true, mode: 0o700 });
    else if (entry.type === 'file') {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(Readable.from(entry.data), createWriteStream(target, { mode: 0o600, flags: 'wx' }));
    }
  }
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
