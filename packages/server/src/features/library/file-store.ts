import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DocumentBytesRepo } from './document-bytes.repo';
import { keyedMutex, syncPath, type DocumentStore } from './document-store';

/**
 * Content-addressed files under the embedded database's directory: `documents/ab/<sha256>.pdf`.
 * PGlite runs in this process, so bytes written through it would stop every request while they
 * pass; files are written and streamed by libuv's thread pool instead.
 */
export function createFileStore(opts: { root: string; repo: DocumentBytesRepo }): DocumentStore {
  const { root, repo } = opts;
  const tempDir = path.join(root, '.tmp');
  const fileOf = (sha256: string) => path.join(root, sha256.slice(0, 2), `${sha256}.pdf`);
  const exists = (file: string) =>
    stat(file).then(
      (s) => s.isFile(),
      () => false,
    );

  const store: DocumentStore = {
    tempDir,
    exclusive: keyedMutex(),

    async prepare(upload) {
      const target = fileOf(upload.sha256);
      if (await exists(target)) return;
      await syncPath(upload.path);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(upload.path, target);
      await syncPath(path.dirname(target));
    },

    async attach() {},

    async release(sha256) {
      if (!(await repo.isReferenced(sha256))) await rm(fileOf(sha256), { force: true });
    },

    async read(doc, range) {
      const file = fileOf(doc.sha256);
      if (!(await exists(file))) return undefined;
      return createReadStream(file, range ?? {});
    },

    async localFile(doc) {
      const file = fileOf(doc.sha256);
      return (await exists(file)) ? { path: file, done: async () => {} } : undefined;
    },

    async tidy(log) {
      await rm(tempDir, { recursive: true, force: true });
      // Bytes an older version kept in the database (moved there by migration 0005) become files.
      for (const doc of await repo.documentsWithSlices()) {
        await mkdir(tempDir, { recursive: true, mode: 0o700 });
        const part = path.join(tempDir, `${doc.id}.part`);
        const hash = createHash('sha256');
        await pipeline(
          (async function* () {
            for (let from = 0; ; from += 4) {
              const slices = await repo.slices(doc.id, from, from + 3);
              for (const s of slices) yield (hash.update(s.bytes), s.bytes);
              if (slices.length < 4) return;
            }
          })(),
          createWriteStream(part, { mode: 0o600 }),
        );
        const sha256 = hash.digest('hex');
        if (sha256 !== doc.sha256) {
          log.error({ documentId: doc.id }, 'stored bytes do not match their hash; left in the database');
          continue;
        }
        await store.prepare({ path: part, size: 0, sha256 });
        await repo.deleteSlices(doc.id);
        log.info({ documentId: doc.id }, 'moved document bytes from the database to a file');
      }
      await rm(tempDir, { recursive: true, force: true });
      // Files no row refers to: a crash between writing the file and committing the row, or after
      // deleting the row and before removing the file.
      const referenced = await repo.referencedHashes();
      const shards = await readdir(root, { withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const shard of shards.filter((d) => d.isDirectory() && /^[0-9a-f]{2}$/.test(d.name))) {
        for (const name of await readdir(path.join(root, shard.name))) {
          if (referenced.has(name.replace(/\.pdf$/, ''))) continue;
          await rm(path.join(root, shard.name, name), { force: true });
          removed++;
        }
      }
      if (removed) log.warn({ removed }, 'removed document files no document refers to');
    },
  };
  return store;
}
