import { inject } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createContentVersionsRepo, type NewContentVersion } from '../src/features/content/content-versions.repo';
import { cloneTemplate } from './test-database';
import { startTestServer, type TestServer } from './test-server';

export type StoredVersion = Pick<NewContentVersion, 'content' | 'hash' | 'reason' | 'change'>;

/**
 * A real server started on a private database that already holds these clinical content versions
 * (the first as the seed, each next on top of the one before), as an older release or an earlier
 * session left them. Returns the server (closing it drops the database) and the versions' ids.
 */
export async function startOnStoredContent(versions: StoredVersion[]): Promise<{ server: TestServer; ids: number[] }> {
  const clone = await cloneTemplate(inject('dbTemplate'));
  const database = await openDatabase(clone.target);
  const repo = createContentVersionsRepo(database.db);
  const row = { authorId: null, authorEmail: null, restoredFrom: null };
  const ids: number[] = [];
  for (const version of versions) {
    if (ids.length === 0) {
      await repo.seedIfEmpty({ ...row, ...version });
      ids.push((await repo.head())!.id);
    } else ids.push((await repo.append(ids.at(-1)!, { ...row, ...version })).id);
  }
  await database.close();
  const server = await startTestServer({ database: clone.target });
  const stop = server.close;
  server.close = async () => {
    await stop();
    await clone.drop();
  };
  return { server, ids };
}
