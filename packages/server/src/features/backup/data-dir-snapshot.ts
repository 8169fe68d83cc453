import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedFiles } from '../../db/client';
import { RUN_FILE } from '../../start/run-file';
import type { TarEntry } from './tar-writer';

/** Inside the data directory, so document files can be hard-linked into it (same file system). */
export const STAGING_DIR = '.backup-staging';

/** Not part of a backup: a backup in progress, the running server's address, half-received uploads. */
const SKIPPED = new Set([STAGING_DIR, RUN_FILE, 'documents/.tmp']);

export type Snapshot = {
  dir: string;
  entries: TarEntry[];
  /** How long the database waited for the catch-up copy, for the log. */
  heldMs: number;
  discard(): Promise<void>;
};

type Stamp = { ino: number; size: number; mtimeMs: number; ctimeMs: number };

export const discardStaging = (dataDir: string) => rm(path.join(dataDir, STAGING_DIR), { recursive: true, force: true });

/**
 * A still copy of the data directory in `<dataDir>/.backup-staging`. The database files are copied
 * twice: once while queries run, then, while none runs, again for each file that changed or appeared
 * since (stale ones removed), so the database waits only for the files its last writes touched. The
 * document files are hard-linked (content-addressed and never rewritten, so a link is a copy that
 * costs nothing and survives their deletion). Reading and compressing the copy then needs no lock.
 */
export async function snapshotDataDir(files: EmbeddedFiles): Promise<Snapshot> {
  const staging = path.join(files.dataDir, STAGING_DIR);
  const discard = () => discardStaging(files.dataDir);
  // A backup that died with its process left its copy behind; backups run one at a time.
  await discard();
  await mkdir(staging, { mode: 0o700 });
  try {
    await files.checkpoint();
    const since = await fileSystemNow(staging);
    const first = new Map<string, Stamp>();
    await copyTree(files.dataDir, staging, '', (name, stamp) => (first.set(name, stamp), true));
    let heldMs = 0;
    await files.holdStill(async () => {
      const started = performance.now();
      const present = new Set<string>();
      await copyTree(files.dataDir, staging, '', (name, now) => {
        present.add(name);
        const was = first.get(name);
        const same = was && was.ino === now.ino && was.size === now.size && was.mtimeMs === now.mtimeMs && was.ctimeMs === now.ctimeMs;
        // Changed in the tick the first pass began (or later) may hide a write in the same tick: copied again.
        return !(same && now.ctimeMs < since);
      });
      for (const name of first.keys()) if (!present.has(name)) await rm(path.join(staging, name), { force: true });
      heldMs = Math.round(performance.now() - started);
    });
    return { dir: staging, entries: await entriesOf(staging, ''), heldMs, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}

/**
 * The file system's own clock, read from a file written now: files stamp changes with a coarse clock
 * (a tick of a few ms), so "unchanged since the first pass" is told by a change stamp strictly before
 * this one, as git tells a racily clean index entry, with no reliance on the system clock matching it.
 */
async function fileSystemNow(dir: string): Promise<number> {
  const marker = path.join(dir, '.now');
  await writeFile(marker, '');
  const { ctimeMs } = await lstat(marker);
  await rm(marker);
  return ctimeMs;
}

/** Copies the files `wanted` says to (documents: links them when not there yet); directories always. */
async function copyTree(from: string, to: string, rel: string, wanted: (name: string, stamp: Stamp) => boolean): Promise<void> {
  for (const entry of await readdir(path.join(from, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (SKIPPED.has(name)) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (entry.isDirectory()) {
      await mkdir(target, { recursive: true, mode: 0o700 });
      await copyTree(from, to, name, wanted);
    } else if (entry.isFile() && name.startsWith('documents/')) {
      await link(source, target).catch((err: NodeJS.ErrnoException) => (err.code === 'EEXIST' ? undefined : copyFile(source, target)));
    } else if (entry.isFile()) {
      // The stamp is taken before the copy: a write during it changes the stamp, and the file is copied again.
      const { ino, size, mtimeMs, ctimeMs } = await lstat(source);
      if (wanted(name, { ino, size, mtimeMs, ctimeMs })) await copyFile(source, target, constants.COPYFILE_FICLONE);
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
