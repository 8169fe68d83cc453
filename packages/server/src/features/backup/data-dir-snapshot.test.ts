import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RUN_FILE } from '../../start/run-file';
import { snapshotDataDir, STAGING_DIR } from './data-dir-snapshot';

const root = mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('snapshotDataDir', () => {
  it('is the directory as it was while held: writes between the passes are copied, removed files dropped, documents linked', async () => {
    const dataDir = path.join(root, 'data');
    const doc = 'documents/ab/' + 'ab'.padEnd(64, '0') + '.pdf';
    for (const [name, text] of [
      ['PG_VERSION', '17'],
      ['base/1/1259', 'relation before'],
      ['pg_wal/000000010000000000000001', 'wal before'],
      ['pg_wal/000000010000000000000002', 'recycled later'],
      [doc, 'pdf bytes'],
      ['documents/.tmp/upload.part', 'half an upload'],
      [RUN_FILE, '{}'],
    ]) {
      mkdirSync(path.dirname(path.join(dataDir, name!)), { recursive: true });
      writeFileSync(path.join(dataDir, name!), text!);
    }
    const laterDoc = 'documents/cd/' + 'cd'.padEnd(64, '0') + '.pdf';
    const snapshot = await snapshotDataDir({
      dataDir,
      checkpoint: async () => {},
      // Between the passes the "database" writes: a relation grows, a WAL segment goes, one appears, a document arrives.
      holdStill: async (work) => {
        writeFileSync(path.join(dataDir, 'base/1/1259'), 'relation after the first pass');
        // Same size, maybe the same clock tick as the first look: only the change stamps can tell.
        writeFileSync(path.join(dataDir, 'pg_wal/000000010000000000000001'), 'wal BEFORE');
        rmSync(path.join(dataDir, 'pg_wal/000000010000000000000002'));
        writeFileSync(path.join(dataDir, 'pg_wal/000000010000000000000003'), 'wal new');
        mkdirSync(path.join(dataDir, 'documents/cd'), { recursive: true });
        writeFileSync(path.join(dataDir, laterDoc), 'later pdf');
        return work();
      },
    });
    try {
      expect(snapshot.dir).toBe(path.join(dataDir, STAGING_DIR));
      const files = snapshot.entries.filter((e) => e.type === 'file').map((e) => e.name);
      expect(files.sort()).toEqual(
        ['PG_VERSION', 'base/1/1259', doc, laterDoc, 'pg_wal/000000010000000000000001', 'pg_wal/000000010000000000000003'].sort(),
      );
      const staged = (name: string) => readFileSync(path.join(snapshot.dir, name), 'utf8');
      expect(staged('base/1/1259')).toBe('relation after the first pass');
      expect(staged('pg_wal/000000010000000000000001')).toBe('wal BEFORE');
      expect(staged('pg_wal/000000010000000000000003')).toBe('wal new');
      // A link, not a copy: the same file on disk.
      expect(statSync(path.join(snapshot.dir, doc)).ino).toBe(statSync(path.join(dataDir, doc)).ino);
      expect(snapshot.entries.every((e) => e.mode === (e.type === 'file' ? 0o600 : 0o700))).toBe(true);
    } finally {
      await snapshot.discard();
    }
    expect(existsSync(path.join(dataDir, STAGING_DIR))).toBe(false);
  });
});
