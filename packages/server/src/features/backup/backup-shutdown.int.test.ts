import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestBackup } from '../../../test/backup-helpers';
import { startTestServer } from '../../../test/test-server';
import { STAGING_DIR } from './data-dir-snapshot';

const embedded = !(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL);

describe.skipIf(!embedded)('a backup whose reader stopped reading', () => {
  it('does not hold the shutdown: the download is ended and its staging copy removed', async () => {
    const server = await startTestServer();
    if (server.config.database.kind !== 'pglite') throw new Error('PGlite expected');
    const staging = path.join(server.config.database.dataDir, STAGING_DIR);
    const { access } = await server.login(server.admin.email, server.admin.password);
    // The headers arrive; the body is never read (the authorization matrix's fetch did this and the
    // server's close waited for it forever).
    const { status, res } = await requestBackup(server.url, access);
    expect(status).toBe(200);
    res.pause();
    const ended = new Promise<string>((resolve) => {
      res.once('error', () => resolve('error'));
      res.once('aborted', () => resolve('aborted'));
      res.once('close', () => resolve('close'));
    });
    expect(existsSync(staging)).toBe(true);
    await server.close();
    expect(await ended).toMatch(/error|aborted|close/);
    expect(existsSync(staging)).toBe(false);
  });
});
