import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/env';
import { openDatabase } from '../../db/client';
import { runningServer } from '../../start/run-file';
import { backupFileName } from './backup.service';
import { ask, askHidden } from './prompt';
import { restoreBackup } from './restore';

/** The running server makes the copy (PGlite belongs to its process); a superuser signs in for it. */
async function fromServer(config: Config, base: string): Promise<Buffer> {
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
  if (!res.ok) throw new Error(`the server at ${base} refused the backup (${res.status}): ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** A stopped data directory is read directly, but only one that holds a database: never a new, empty one. */
async function fromDirectory(config: Config, dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(
      `no Balancer database in ${dataDir} (DATA_DIR), and no server running on it: run the backup with the same DATA_DIR as \`npm start\``,
    );
  const database = await openDatabase(config.database);
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
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
  const bytes = server ? await fromServer(config, server.url) : await fromDirectory(config, dataDir);
  const source = server ? `the server at ${server.url} (DATA_DIR ${dataDir})` : `the stopped data directory ${dataDir}`;
  await mkdir(out, { recursive: true, mode: 0o700 });
  const file = path.resolve(out, backupFileName(new Date()));
  // The backup holds the database and the token secret: only this user may read it.
  await writeFile(`${file}.part`, bytes, { mode: 0o600 });
  await rename(`${file}.part`, file);
  console.log(
    `Backup of ${source} written: ${file} (${(bytes.length / 1e6).toFixed(1)} MB). Restore with: npm run restore -- ${file} <new data directory>`,
  );
}

/**   npm run restore -- <backup.tar.gz> <new data directory> */
export async function restoreCommand(archive: string | undefined, target: string | undefined): Promise<void> {
  if (!archive || !target) throw new Error('usage: npm run restore -- <backup.tar.gz> <new, empty data directory>');
  const { dataDir } = await restoreBackup(archive, target);
  console.log(`Restored into ${dataDir}. Start the server on it with: DATA_DIR=${dataDir} npm start`);
}
