import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { SLICE_BYTES, type DocumentBytesRepo } from './document-bytes.repo';
import { slicesOf, type ByteRange, type DocumentStore, type StoredDocument } from './document-store';

/**
 * Bytes in PostgreSQL, in 1 MB slices written in the row's transaction and removed with it
 * (ON DELETE CASCADE): every server process sharing the database sees them, with nothing else to run.
 */
export async function createDatabaseStore(opts: { repo: DocumentBytesRepo }): Promise<DocumentStore & { close(): Promise<void> }> {
  const { repo } = opts;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'balancer-uploads-'));

  async function* sliceStream(doc: StoredDocument, range: ByteRange): AsyncGenerator<Buffer> {
    const first = Math.floor(range.start / SLICE_BYTES);
    const last = Math.floor(range.end / SLICE_BYTES);
    // A few slices per query: bounded memory, short queries.
    for (let from = first; from <= last; from += 4) {
      for (const slice of await repo.slices(doc.id, from, Math.min(from + 3, last))) {
        const offset = slice.seq * SLICE_BYTES;
        const start = Math.max(range.start - offset, 0);
        const end = Math.min(range.end - offset + 1, slice.bytes.length);
        if (end > start) yield slice.bytes.subarray(start, end);
      }
    }
  }

  return {
    tempDir,
    exclusive: (_sha, work) => work(),
    async prepare() {},

    async attach(tx, documentId, upload) {
      let seq = 0;
      for await (const slice of slicesOf(upload.path, SLICE_BYTES)) await repo.insertSlice(tx, documentId, seq++, slice);
    },

    async release() {},

    async read(doc, range) {
      if (!(await repo.hasSlices(doc.id))) return undefined;
      return Readable.from(sliceStream(doc, range ?? { start: 0, end: doc.size - 1 }));
    },

    async localFile(doc) {
      const file = path.join(tempDir, `${randomUUID()}.pdf`);
      await pipeline(Readable.from(sliceStream(doc, { start: 0, end: doc.size - 1 })), createWriteStream(file, { mode: 0o600 }));
      return { path: file, done: () => rm(file, { force: true }) };
    },

    async tidy() {},
    close: () => rm(tempDir, { recursive: true, force: true }),
  };
}
