import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../../config/env';
import { openDatabase } from '../../db/client';
import { runningServer } from '../../start/run-file';
import { writeArchive } from './archive-file';
import { openBackupStream } from './backup-stream';
import { backupFileName } from './backup.service';
import { ask, askHidden } from './prompt';
import { restoreBackup } from './restore';

/** The running server makes the copy (PGlite belongs to its process); a superuser signs in for it. */
async function fromServer(config: Config, base: string, file: string) {
  const email = process.env.BACKUP_EMAIL ?? config.admin.email ?? (await ask('Superuser e-mail: ', 'BACKUP_EMAIL'));
  const password = process.env.BACKUP_PASSWORD ?? (await askHidden(`Password of ${email}: `, 'BACKUP_PASSWORD'));
  const login = await fetch(`${base}/api/v2/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`signing in as ${email} at ${base} failed (${login.status})`);
  const { access } = (await login.json()) as { access: string };
  const res = await fetch(`${base}/api/v2/system/backup`, { method: 'POST', headers: { authorization: `JWT ${access}` } });
  if (!res.ok || !res.body) throw new Error(`the server at ${base} refused the backup (${res.status}): ${await res.text()}`);
  // Written as it arrives: the archive is never whole in this process's memory.
  return writeArchive(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), file);
}

/** A stopped data directory is read directly, but only one that holds a database: never a new, empty one. */
async function fromDirectory(config: Config, dataDir: string, file: string) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(
      `no Balancer database in ${dataDir} (DATA_DIR), and no server running on it: run the backup with the same DATA_DIR as \`npm start\``,
    );
  const database = await openDatabase(config.database);
  try {
    const backup = await openBackupStream(database.embedded!);
    return await writeArchive(backup.body, file);
  } finally {
    await database.close();
  }
}

/**
 *   npm run backup [-- --out backups]
 * Writes balancer-backup-<time>.tar.gz: through the server running on DATA_DIR, else from the stopped
 * data directory (refused when it holds no database). PostgreSQL deployments use pg_dump instead (docs/deploy.md#backups).
 */
export async function backupCommand(config: Config, out = 'backups'): Promise<void> {
  if (config.database.kind !== 'pglite')
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md#backups); no file besides the database is needed.',
    );
  const { dataDir } = config.database;
  // The server on this DATA_DIR says where it listens (start/run-file.ts): no guessing from PORT.
  const server = await runningServer(dataDir);
  const source = server ? `the server at ${server.url} (DATA_DIR ${dataDir})` : `the stopped data directory ${dataDir}`;
  const file = path.resolve(out, backupFileName(new Date()));
  const { bytes, sha256 } = server ? await fromServer(config, server.url, file) : await fromDirectory(config, dataDir, file);
  console.log(
    `Backup of ${source} written: ${file} (${(bytes / 1e6).toFixed(1)} MB, sha256 ${sha256}). Restore with: npm run restore -- ${file} <new data directory>`,
  );
}

/**   npm run restore -- <backup.tar.gz> <new data directory> */
export async function restoreCommand(archive: string | undefined, target: string | undefined): Promise<void> {
  if (!archive || !target) throw new Error('usage: npm run restore -- <backup.tar.gz> <new, empty data directory>');
  const { dataDir } = await restoreBackup(archive, target);
  console.log(`Restored into ${dataDir}. Start the server on it with: DATA_DIR=${dataDir} npm start`);
}
