import { BLOCK } from './tar-writer';

export type TarReadEntry = {
  /** Relative, '/'-separated, never absolute nor with '..' (refused). */
  name: string;
  type: 'file' | 'directory' | 'other';
  size: number;
  /** The entry's data as it arrives; must be read through before the next entry is asked for. */
  data: AsyncGenerator<Buffer>;
};

/** Pulls exact byte counts out of a stream of chunks of any size. */
function byteReader(source: AsyncIterable<Buffer>) {
  const it = source[Symbol.asyncIterator]();
  let held: Buffer = Buffer.alloc(0);
  return {
    /** Up to `n` bytes, as soon as some are there; an empty buffer at the end of the stream. */
    async some(n: number): Promise<Buffer> {
      if (!held.length) {
        const next = await it.next();
        if (next.done) return Buffer.alloc(0);
        held = next.value;
      }
      const out = held.subarray(0, n);
      held = held.subarray(out.length);
      return out;
    },
    async exactly(n: number): Promise<Buffer> {
      const parts: Buffer[] = [];
      for (let got = 0; got < n; ) {
        const part = await this.some(n - got);
        if (!part.length) throw new Error('tar: the archive ends in the middle of an entry');
        parts.push(part);
        got += part.length;
      }
      return Buffer.concat(parts);
    },
  };
}

const text = (header: Buffer, from: number, width: number) => {
  const field = header.subarray(from, from + width);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? width : end).toString('utf8');
};
const octal = (header: Buffer, from: number, width: number) => parseInt(text(header, from, width).trim() || '0', 8);

/** The entry name as a safe relative path: the archives PGlite wrote start their names with '/'. */
function safeName(raw: string): string {
  const name = raw.replace(/^\/+/, '').replace(/\/+$/, '');
  if (name.split('/').some((part) => part === '..' || part === '')) throw new Error(`tar: refused entry name ${raw}`);
  return name;
}

/**
 * The entries of a ustar archive (the ones this server writes and the ones PGlite's dumpDataDir wrote
 * before, docs/adr/0045) as they stream in: one header and a chunk of data in memory at a time.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarReadEntry> {
  const reader = byteReader(source);
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== octal(header, 148, 8)) throw new Error('tar: a header checksum does not match (not a backup, or damaged)');
    const prefix = text(header, 257, 6) === 'ustar' ? text(header, 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const flag = String.fromCharCode(header[156]!);
    const type = flag === '0' || flag === '\0' ? (name.endsWith('/') ? 'directory' : 'file') : flag === '5' ? 'directory' : 'other';
    const size = type === 'directory' ? 0 : octal(header, 124, 12);
    let left = size;
    const data = (async function* () {
      while (left > 0) {
        const part = await reader.some(left);
        if (!part.length) throw new Error('tar: the archive ends in the middle of a file');
        left -= part.length;
        yield part;
      }
    })();
    const entry: TarReadEntry = { name: name === '/' || name === '' ? '' : safeName(name), type, size, data };
    yield entry;
    // Data the consumer did not read (entries it skips) is read past here.
    for await (const _ of data);
    if (left > 0) throw new Error(`tar: ${name} was not read through`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) await reader.exactly(pad);
  }
}
