import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { RUN_FILE } from '../../start/run-file';
import type { TarEntry } from './tar-writer';

/** Inside the data directory, so document files can be hard-linked into it (same file system). */
export const STAGING_DIR = '.backup-staging';

/** Not part of a backup: a backup in progress, the running server's address, half-received uploads. */
const SKIPPED = new Set([STAGING_DIR, RUN_FILE, 'documents/.tmp']);

export type Snapshot = {
  dir: string;
  entries: TarEntry[];
  /** How long the database waited for the copy (checkpoint excluded), for the log. */
  heldMs: number;
  discard(): Promise<void>;
};

/**
 * A still copy of the data directory in `<dataDir>/.backup-staging`, made while no query runs: the
 * database files are copied (a clone where the file system can), the document files are hard-linked
 * (content-addressed and never rewritten, so a link is a copy that costs nothing and survives their
 * deletion). The slow part, reading and compressing the copy, then runs with the database free.
 */
export async function snapshotDataDir(holdStill: NonNullable<Database['holdStill']>): Promise<Snapshot> {
  let staging = '';
  let heldMs = 0;
  await holdStill(async (dataDir) => {
    const started = performance.now();
    staging = path.join(dataDir, STAGING_DIR);
    // A backup that died with its process left its copy behind; backups run one at a time.
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { mode: 0o700 });
    await copyTree(dataDir, staging, '');
    heldMs = Math.round(performance.now() - started);
  });
  const discard = () => rm(staging, { recursive: true, force: true });
  try {
    return { dir: staging, entries: await entriesOf(staging, ''), heldMs, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

async function copyTree(from: string, to: string, rel: string): Promise<void> {
  for (const entry of await readdir(path.join(from, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (SKIPPED.has(name)) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (entry.isDirectory()) {
      await mkdir(target, { mode: 0o700 });
      await copyTree(from, to, name);
    } else if (entry.isFile()) {
      if (name.startsWith('documents/')) await link(source, target).catch(() => copyFile(source, target));
      else await copyFile(source, target, constants.COPYFILE_FICLONE);
    }
  }
}

/** The staged tree as tar entries, sorted, with owner-only modes whatever the originals had. */
async function entriesOf(root: string, rel: string): Promise<TarEntry[]> {
  const entries: TarEntry[] = [];
  const names = (await readdir(path.join(root, rel))).sort();
  for (const base of names) {
    const name = rel ? `${rel}/${base}` : base;
    const stats = await lstat(path.join(root, name));
    if (stats.isDirectory()) {
      entries.push({ name, type: 'directory', size: 0, mode: 0o700, mtime: stats.mtime });
      entries.push(...(await entriesOf(root, name)));
    } else if (stats.isFile()) entries.push({ name, type: 'file', size: stats.size, mode: 0o600, mtime: stats.mtime });
  }
  return entries;
}
