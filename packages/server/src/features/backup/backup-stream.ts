import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import type { EmbeddedFiles } from '../../db/client';
import { snapshotDataDir } from './data-dir-snapshot';
import { tarChunks } from './tar-writer';

export type BackupSummary = { bytes: number; sha256: string };

export type BackupStream = {
  /** The gzipped tarball, produced as it is read; destroying it stops the work and removes the copy. */
  body: Readable;
  /** How long the database waited while its files were copied. */
  heldMs: number;
  /** Settles when the body has ended (with its size and hash) or was abandoned (rejects). */
  done: Promise<BackupSummary>;
};

/**
 * A backup as a stream: a still copy of the data directory (data-dir-snapshot.ts), then tar and gzip
 * chunk by chunk as the reader takes them. Gzip runs on libuv's thread pool, so the event loop and
 * the database stay free while it is written, and at most a few chunks are in memory at a time.
 */
export async function openBackupStream(files: EmbeddedFiles): Promise<BackupStream> {
  const snapshot = await snapshotDataDir(files);
  const entries = (async function* () {
    yield* snapshot.entries;
  })();
  let settle!: { resolve: (s: BackupSummary) => void; reject: (e: unknown) => void };
  const done = new Promise<BackupSummary>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody need wait for `done`: an abandoned backup is not an unhandled rejection.
  done.catch(() => undefined);

  let started = false;
  async function* produce(): AsyncGenerator<Buffer> {
    started = true;
    // Most of the bytes are PDFs, already compressed: the fastest level costs a fraction of the CPU.
    const gzip = createGzip({ level: constants.Z_BEST_SPEED });
    const feeding = pipeline(Readable.from(tarChunks(entries, (name) => path.join(snapshot.dir, name))), gzip);
    feeding.catch(() => undefined);
    const hash = createHash('sha256');
    let bytes = 0;
    let finished = false;
    try {
      for await (const chunk of gzip as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
      await feeding;
      finished = true;
    } finally {
      // Runs on the end, on an error and when the reader goes away (the body is destroyed).
      gzip.destroy();
      await feeding.catch(() => undefined);
      await snapshot.discard();
      if (finished) settle.resolve({ bytes, sha256: hash.digest('hex') });
      else settle.reject(new Error('the backup stream was abandoned before its end'));
    }
  }
  const body = Readable.from(produce(), { objectMode: false });
  // Destroyed before its first read, the generator never runs its `finally`.
  body.once('close', () => {
    if (started) return;
    void snapshot.discard();
    settle.reject(new Error('the backup stream was abandoned before its start'));
  });
  return { body, done, heldMs: snapshot.heldMs };
}
