/**
 * A build is current when the stamp of the sources it was made from is the one written beside it.
 * The stamp hashes each source file's path, size and modification time (reading every file's
 * contents took a third of a second on a busy machine, at every start). Tests are not sources of a build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = /(^|\/)(node_modules|dist|test|test-results)$|\.test\.tsx?$|\.int\.test\.ts$/;

/** Each file below `at` (a file or a folder) with its size and modification time, in a stable order. */
function files(at) {
  if (!existsSync(at)) return [];
  const stat = statSync(at);
  if (!stat.isDirectory()) return [{ file: at, size: stat.size, mtime: stat.mtimeMs }];
  return readdirSync(at)
    .filter((name) => !skipped.test(path.join(at, name)))
    .sort()
    .flatMap((name) => files(path.join(at, name)));
}

/** Stamp of every file under `inputs` (files or folders, relative to `root`). */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const { file, size, mtime } of files(path.join(root, input))) hash.update(`${path.relative(root, file)}\0${size}\0${mtime}\n`);
  return hash.digest('hex');
}

const stampFile = (dist) => path.join(dist, '.build-stamp');

export function isCurrent(dist, hash) {
  return existsSync(stampFile(dist)) && readFileSync(stampFile(dist), 'utf8').trim() === hash;
}

export function writeStamp(dist, hash) {
  writeFileSync(stampFile(dist), `${hash}\n`);
}
