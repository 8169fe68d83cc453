import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Config } from '../../config/env';
import { openDatabase } from '../../db/client';
import { backupFileName } from './backup.service';
import { restoreBackup } from './restore';

const running = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** The running server makes the copy (PGlite belongs to its process); a superuser signs in for it. */
async function fromServer(config: Config): Promise<Buffer> {
  const base = `http://127.0.0.1:${config.port}`;
  const email = process.env.BACKUP_EMAIL ?? config.admin.email ?? (await ask('Superuser e-mail: '));
  const password = process.env.BACKUP_PASSWORD ?? (await ask(`Password of ${email}: `));
  const login = await fetch(`${base}/api/v2/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`signing in as ${email} failed (${login.status})`);
  const { access } = (await login.json()) as { access: string };
  const res = await fetch(`${base}/api/v2/system/backup`, { method: 'POST', headers: { authorization: `JWT ${access}` } });
  if (!res.ok) throw new Error(`the server refused the backup (${res.status}): ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 *   npm run backup [-- --out backups]
 * Writes balancer-backup-<time>.tar.gz: through the running server when it answers, else from the
 * stopped data directory. PostgreSQL deployments use pg_dump instead (docs/deploy.md#backups).
 */
export async function backupCommand(config: Config, out = 'backups'): Promise<void> {
  if (config.database.kind !== 'pglite')
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md#backups); no file besides the database is needed.',
    );
  let bytes: Buffer;
  if (await running(config.port)) bytes = await fromServer(config);
  else {
    const database = await openDatabase(config.database);
    try {
      bytes = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    } finally {
      await database.close();
    }
  }
  await mkdir(out, { recursive: true, mode: 0o700 });
  const file = path.resolve(out, backupFileName(new Date()));
  // The backup holds the database and the token secret: only this user may read it.
  await writeFile(`${file}.part`, bytes, { mode: 0o600 });
  await rename(`${file}.part`, file);
  console.log(
    `Backup written: ${file} (${(bytes.length / 1e6).toFixed(1)} MB). Restore with: npm run restore -- ${file} <new data directory>`,
  );
}

/**   npm run restore -- <backup.tar.gz> <new data directory> */
export async function restoreCommand(archive: string | undefined, target: string | undefined): Promise<void> {
  if (!archive || !target) throw new Error('usage: npm run restore -- <backup.tar.gz> <new, empty data directory>');
  const { dataDir } = await restoreBackup(archive, target);
  console.log(`Restored into ${dataDir}. Start the server on it with: DATA_DIR=${dataDir} npm start`);
}
