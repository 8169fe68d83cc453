import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeArchive } from './archive-file';

const dir = mkdtempSync(path.join(os.tmpdir(), 'archive-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeArchive (npm run backup)', () => {
  it('writes the stream under a .part name, owner-only, and renames it when complete', async () => {
    const file = path.join(dir, 'out', 'whole.tar.gz');
    const written = await writeArchive(Readable.from([Buffer.from('abc'), Buffer.from('def')]), file);
    expect(written).toEqual({ bytes: 6, sha256: 'bef57ec7f53a6d40beb640a780a639c83bc29ac8a9816f1fc6c5c6dcd93c4721' });
    expect(readFileSync(file, 'utf8')).toBe('abcdef');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(['whole.tar.gz']);
  });

  it('leaves nothing behind when the stream breaks off', async () => {
    const file = path.join(dir, 'broken', 'cut.tar.gz');
    const cut = Readable.from(
      (async function* () {
        yield Buffer.from('first part');
        throw new Error('connection reset');
      })(),
    );
    await expect(writeArchive(cut, file)).rejects.toThrow('connection reset');
    expect(readdirSync(path.dirname(file))).toEqual([]);
  });
});
