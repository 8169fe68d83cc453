import { createReadStream } from 'node:fs';

/** A tar file is 512-byte blocks: a header per entry, its data padded to a block, two zero blocks at the end. */
export const BLOCK = 512;

export type TarEntry = { name: string; type: 'file' | 'directory'; size: number; mode: number; mtime: Date };

/** `value` as a NUL-terminated octal field of `width` bytes. */
function octal(header: Buffer, offset: number, width: number, value: number): void {
  header.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

/**
 * A POSIX ustar header. Names stay within the 100-byte name field (the data directory's longest is a
 * document file, "documents/ab/<sha256>.pdf", 81 bytes), which PGlite's own tar reader understands too.
 */
export function tarHeader(entry: TarEntry): Buffer {
  const name = entry.type === 'directory' ? `${entry.name.replace(/\/?$/, '/')}` : entry.name;
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: the name ${name} is longer than 100 bytes`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  octal(header, 100, 8, entry.mode & 0o7777);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, entry.type === 'file' ? entry.size : 0);
  octal(header, 136, 12, Math.floor(entry.mtime.getTime() / 1000));
  header.fill(' ', 148, 156); // the checksum is computed with its own field as spaces
  header.write(entry.type === 'file' ? '0' : '5', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/**
 * The tar bytes of `entries`, each file read from disk as the consumer asks for more: never more
 * than one read buffer of a file in memory. `pathOf` gives the file on disk for an entry's name.
 */
export async function* tarChunks(entries: AsyncIterable<TarEntry>, pathOf: (name: string) => string): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield tarHeader(entry);
    if (entry.type !== 'file') continue;
    let read = 0;
    // Read only the size the header announced: a file that grew since would corrupt the archive.
    if (entry.size > 0)
      for await (const chunk of createReadStream(pathOf(entry.name), { end: entry.size - 1 })) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    if (read !== entry.size) throw new Error(`tar: ${entry.name} changed size while it was read (${read} of ${entry.size} bytes)`);
    const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(2 * BLOCK);
}
