import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/** An upload written to a temporary file, with what was learnt on the way. */
export type SpooledUpload = { path: string; size: number; sha256: string };
/** What a store needs to find a document's bytes. */
export type StoredDocument = { id: number; sha256: string; size: number };
/** Inclusive byte offsets, as in HTTP ranges. */
export type ByteRange = { start: number; end: number };

/**
 * Where document bytes live (docs/adr/0006): files next to an embedded database, slices in
 * PostgreSQL when several servers share it. Either way the bytes are stored with the row, atomically,
 * and never pass through the event loop in one piece.
 */
export type DocumentStore = {
  /** Directory for uploads in flight. */
  tempDir: string;
  /** Runs `work` alone for this content hash, so a file two uploads share is never removed under one. */
  exclusive<T>(sha256: string, work: () => Promise<T>): Promise<T>;
  /** Before the row's transaction: bytes kept outside the database are made durable. */
  prepare(upload: SpooledUpload): Promise<void>;
  /** Inside the row's transaction: bytes kept in the database are written. */
  attach(tx: Db, documentId: number, upload: SpooledUpload): Promise<void>;
  /** After a row is gone (deleted, or its transaction failed): removes bytes no row refers to. */
  release(sha256: string): Promise<void>;
  /** The bytes (a range of them), streamed; undefined when they are missing. */
  read(doc: StoredDocument, range?: ByteRange): Promise<Readable | undefined>;
  /** A local file holding the bytes (for the pdf.js worker); `done` removes it if it was a copy. */
  localFile(doc: StoredDocument): Promise<{ path: string; done(): Promise<void> } | undefined>;
  /** At start: leftovers of a crash, and bytes older versions kept elsewhere. */
  tidy(log: FastifyBaseLogger): Promise<void>;
};

/** Streams an upload to a temporary file, hashing and counting it on the way. */
export async function spool(source: Readable, tempDir: string): Promise<SpooledUpload> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const file = path.join(tempDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, count, createWriteStream(file, { mode: 0o600 }));
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { path: file, size, sha256: hash.digest('hex') };
}

/** fsync: a file (or directory) that has been renamed or written is on disk before the row commits. */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads a file as a stream of exact `size`-byte slices (the last one shorter). */
export async function* slicesOf(file: string, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: size }) as AsyncIterable<Buffer>) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length) yield Buffer.concat(pending);
}

/** One promise chain per key: the critical section of `exclusive`. */
export function keyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
