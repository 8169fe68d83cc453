import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { chunkPage } from '../ingestion/chunker';
import { createDocumentsRepo, type DocumentsRepo } from '../library';
import { createSearchRepo, type SearchRepo } from './search.repo';

let repo: DocumentsRepo;
let search: SearchRepo;

withClonedDatabase((opened: Database) => {
  repo = createDocumentsRepo(opened.db);
  search = createSearchRepo(opened.db, { trigram: false });
});

// Page 1 is long enough for two passages; its sentence runs on to page 2.
const pages = [
  `${'Lithium was checked weekly in the heron cohort during titration. '.repeat(40)}Levels were measured at baseline and at`,
  '12 months after the last dose change. Tremor was the most frequent complaint.',
  'A third page closes the invented report.',
];

async function ingested(visibility: 'library' | 'private') {
  const doc = await repo.create(
    { fileName: `${visibility}.pdf`, size: 1, sha256: visibility, uploadedBy: null, visibility },
    async () => undefined,
  );
  let n = 0;
  const chunks = pages.flatMap((text, i) => chunkPage(i + 1, text).map((c) => ({ ...c, chunkNumber: n++ })));
  await repo.beginIngest(doc.id);
  await repo.appendIngested(doc.id, { pages: pages.map((text, i) => ({ pageNumber: i + 1, text })), chunks });
  await repo.finishIngest(doc.id, { title: 'Heron', pageCount: pages.length, chunkCount: n });
  return { guid: doc.guid, chunks };
}

describe('the passages around a page break', () => {
  it("tells whether a passage ends its page and gives the next page's first passage and the pages around", async () => {
    const { guid, chunks } = await ingested('library');
    const onPage1 = chunks.filter((c) => c.pageNumber === 1);
    expect(onPage1.length).toBeGreaterThan(1);
    const viewer = { userId: 1, isSuperuser: false };
    const last = onPage1.at(-1)!;
    const around = await search.pageBreak({ guid, page: 1, chunkNumber: last.chunkNumber, viewer });
    expect(around).toMatchObject({ last: true, next: { guid, page: 2, chunk_number: last.chunkNumber + 1, text: pages[1] } });
    expect(around!.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(await search.pageBreak({ guid, page: 1, chunkNumber: onPage1[0]!.chunkNumber, viewer })).toMatchObject({ last: false });
    expect(await search.pageBreak({ guid, page: 3, chunkNumber: chunks.at(-1)!.chunkNumber, viewer })).toMatchObject({
      last: true,
      next: null,
    });
  });

  it('gives nothing of a document the viewer may not read, as search does', async () => {
    const { guid, chunks } = await ingested('private');
    const last = chunks.filter((c) => c.pageNumber === 1).at(-1)!;
    expect(await search.pageBreak({ guid, page: 1, chunkNumber: last.chunkNumber, viewer: { userId: 1, isSuperuser: false } })).toBeNull();
    expect(await search.pageBreak({ guid, page: 1, chunkNumber: last.chunkNumber, viewer: null })).toBeNull();
  });
});
