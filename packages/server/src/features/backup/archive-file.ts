import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams a backup into `file`: written under `<file>.part` (owner-only: it holds the database and the
 * token secret) and renamed once complete, so a file with the final name is always a whole archive.
 * Its sha256 is computed on the way, to compare with the server's audit entry and `x-backup-sha256`.
 */
export async function writeArchive(source: Readable, file: string): Promise<{ bytes: number; sha256: string }> {
  const part = `${file}.part`;
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, next) {
      hash.update(chunk);
      bytes += chunk.length;
      next(null, chunk);
    },
  });
  // Created only once there is something to write: a refused backup leaves no empty folder.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await pipeline(source, count, createWriteStream(part, { mode: 0o600, flags: 'wx' }));
    await rename(part, file);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
  return { bytes, sha256: hash.digest('hex') };
}
