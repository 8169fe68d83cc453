import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar } from './tar-reader';
import { BLOCK, tarChunks, tarHeader, type TarEntry } from './tar-writer';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mtime = new Date('2026-11-27T12:00:00Z');

async function* of(entries: TarEntry[]) {
  yield* entries;
}
async function collect(source: AsyncIterable<Buffer>) {
  const out: { name: string; type: string; data: string }[] = [];
  for await (const e of readTar(source)) {
    const parts: Buffer[] = [];
    for await (const p of e.data) parts.push(p);
    out.push({ name: e.name, type: e.type, data: Buffer.concat(parts).toString() });
  }
  return out;
}

describe('tar writer and reader', () => {
  it('round-trips files and directories, whatever the chunk sizes', async () => {
    writeFileSync(path.join(dir, 'a'), 'x'.repeat(1000));
    writeFileSync(path.join(dir, 'empty'), '');
    const entries: TarEntry[] = [
      { name: 'docs', type: 'directory', size: 0, mode: 0o700, mtime },
      { name: 'a', type: 'file', size: 1000, mode: 0o600, mtime },
      { name: 'empty', type: 'file', size: 0, mode: 0o600, mtime },
    ];
    const chunks: Buffer[] = [];
    for await (const c of tarChunks(of(entries), (n) => path.join(dir, n))) chunks.push(c);
    const whole = Buffer.concat(chunks);
    expect(whole.length % BLOCK).toBe(0);
    // Fed back 7 bytes at a time: entries never depend on how the stream was cut.
    const sevens = (async function* () {
      for (let i = 0; i < whole.length; i += 7) yield whole.subarray(i, i + 7);
    })();
    expect(await collect(sevens)).toEqual([
      { name: 'docs', type: 'directory', data: '' },
      { name: 'a', type: 'file', data: 'x'.repeat(1000) },
      { name: 'empty', type: 'file', data: '' },
    ]);
  });

  it('reads the leading-slash names of the archives PGlite wrote, and refuses a name that climbs out', async () => {
    const file = (name: string) => tarHeader({ name, type: 'file', size: 0, mode: 0o600, mtime });
    const end = Buffer.alloc(2 * BLOCK);
    expect(
      await collect(
        (async function* () {
          yield Buffer.concat([file('/PG_VERSION'), end]);
        })(),
      ),
    ).toEqual([{ name: 'PG_VERSION', type: 'file', data: '' }]);
    await expect(
      collect(
        (async function* () {
          yield Buffer.concat([file('../escape'), end]);
        })(),
      ),
    ).rejects.toThrow('refused');
  });

  it('refuses a file that changed size after it was listed', async () => {
    writeFileSync(path.join(dir, 'shrunk'), 'abc');
    const read = async () => {
      for await (const _ of tarChunks(of([{ name: 'shrunk', type: 'file', size: 10, mode: 0o600, mtime }]), (n) => path.join(dir, n)));
    };
    await expect(read()).rejects.toThrow('changed size');
  });
});
