import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client';
import { documentChunks, documentPages } from '../../db/schema';
import { withClonedDatabase } from '../../../test/cloned-database';
import { chunkPage } from '../ingestion/chunker';
import { createDocumentsRepo, type DocumentsRepo } from './documents.repo';
import { createSearchRepo } from '../search/search.repo';

let database: Database;
let repo: DocumentsRepo;

withClonedDatabase((opened) => {
  database = opened;
  repo = createDocumentsRepo(database.db);
});

const text = (n: number) => `Page ${n}: the heron cohort checked serum lithium weekly during titration.`;
const rowsFor = (pages: number[], firstChunk: number) => {
  let n = firstChunk;
  return {
    pages: pages.map((p) => ({ pageNumber: p, text: text(p) })),
    chunks: pages.flatMap((p) => chunkPage(p, text(p)).map((c) => ({ ...c, chunkNumber: n++ }))),
  };
};
const newDocument = (name: string) =>
  repo.create({ fileName: name, size: 1, sha256: name, uploadedBy: null, visibility: 'library' }, async () => undefined);
const found = async () =>
  (
    await createSearchRepo(database.db, { trigram: false }).search({
      q: 'heron cohort',
      expansion: '',
      viewer: null,
      limit: 10,
      match: 'all',
    })
  ).length;
const stored = async (id: number) => ({
  pages: (await database.db.select().from(documentPages).where(eq(documentPages.documentId, id))).length,
  chunks: (await database.db.select().from(documentChunks).where(eq(documentChunks.documentId, id))).length,
});

describe('ingestion writes', () => {
  it('keeps written pages invisible until the document is finished, and a new attempt starts clean', async () => {
    const doc = await newDocument('written-while-reading.pdf');
    expect(await repo.beginIngest(doc.id)).toBe(true);
    expect(await repo.appendIngested(doc.id, rowsFor([1, 2], 0))).toBe(true);
    expect(await stored(doc.id)).toEqual({ pages: 2, chunks: 2 });
    expect(await found()).toBe(0);

    // An interrupted attempt's rows are dropped by the next one.
    expect(await repo.beginIngest(doc.id)).toBe(true);
    expect(await stored(doc.id)).toEqual({ pages: 0, chunks: 0 });
    expect(await repo.appendIngested(doc.id, rowsFor([1, 2], 0))).toBe(true);
    expect(await repo.appendIngested(doc.id, rowsFor([3], 2))).toBe(true);
    expect(await repo.finishIngest(doc.id, { title: 'Heron', pageCount: 3, chunkCount: 3 })).toBe(true);
    expect(await found()).toBe(3);
    expect(await repo.byId(doc.id)).toMatchObject({ status: 'ready', pageCount: 3, pagesDone: 3, chunkCount: 3 });

    // A ready document is never written again, by this process or another finishing late.
    expect(await repo.beginIngest(doc.id)).toBe(false);
    expect(await repo.appendIngested(doc.id, rowsFor([4], 3))).toBe(false);
    expect(await repo.finishIngest(doc.id, { title: 'Heron', pageCount: 4, chunkCount: 4 })).toBe(false);
    expect(await stored(doc.id)).toEqual({ pages: 3, chunks: 3 });
  });

  it('drops the pages of a document that failed for good, and writes nothing for a deleted one', async () => {
    const failed = await newDocument('fails.pdf');
    await repo.beginIngest(failed.id);
    await repo.appendIngested(failed.id, rowsFor([1], 0));
    await repo.markFailed(failed.id, 'page 2: too complex');
    expect(await stored(failed.id)).toEqual({ pages: 0, chunks: 0 });
    expect(await repo.byId(failed.id)).toMatchObject({ status: 'failed', error: 'page 2: too complex' });

    const deleted = await newDocument('deleted.pdf');
    await repo.delete(deleted.guid, async () => undefined);
    expect(await repo.appendIngested(deleted.id, rowsFor([1], 0))).toBe(false);
  });

  it('gives the planner the number of documents', async () => {
    await repo.refreshStatistics();
    const [row] = rowsOf<{ reltuples: number }>(
      await database.db.execute(sql`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'documents'`),
    );
    const [count] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM documents`));
    expect(row!.reltuples).toBe(count!.n);
  });
});
