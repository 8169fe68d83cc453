import type { DocumentStatus, editMetadataSchema, SearchResponse, UploadedFile } from '@balancer/contract';

/** What a search found: the passages, each with its snippet highlighted as HTML for the search screen. */
export type SearchResult = Omit<SearchResponse, 'results'> & { hits: SearchResponse['results'] };
import { normalizeMedicationName, type Catalog } from '@balancer/domain';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Principal } from '../../http/access';
import { recordAudit, type AuditContext } from '../audit/audit.service';
import { AppError, badRequest, notFound } from '../../http/errors';
import { createJobsRepo, type JobsRepo } from '../jobs/jobs.repo';
import { parseRange } from './byte-range';
import { spool, type DocumentStore } from './document-store';
import type { DocumentRow, DocumentsRepo, Viewer } from './documents.repo';
import { INGEST_JOB } from './documents.ingest';
import { checkUpload, type PdfReader } from './pdf-reader';
import { MARK_END, MARK_START, remember, type SearchRepo } from './search.repo';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const viewerOf = (p: Principal | null): Viewer => (p ? { userId: p.userId, isSuperuser: p.isSuperuser } : null);

export function toUploadedFile(doc: DocumentRow, uploaderEmail: string | null | undefined, viewer: Viewer): UploadedFile {
  return {
    id: doc.id,
    guid: doc.guid,
    file_name: doc.fileName,
    title: doc.title,
    publication: doc.publication,
    publication_date: doc.publicationDate,
    date_of_upload: doc.uploadedAt.toISOString(),
    size: doc.size,
    page_count: doc.pageCount,
    file_type: doc.fileType,
    ...(viewer?.isSuperuser ? { uploaded_by_email: uploaderEmail ?? null } : {}),
    status: doc.status,
    error: doc.error,
    pages_done: doc.pagesDone,
    chunk_count: doc.chunkCount,
  };
}

// Catalogues are immutable values, so the names listed once per catalogue are never stale.
const namesOf = new WeakMap<Catalog, string[]>();
const similarNamesOf = new WeakMap<Catalog, Map<string, string[]>>();

/** Every name a medication answers to, for typo-tolerant matching of drug names. */
function catalogueNames(catalog: Catalog): string[] {
  let names = namesOf.get(catalog);
  if (!names) {
    names = [
      ...new Set([
        ...catalog.regimens.flatMap((r) => [r.name, ...r.brands]),
        ...catalog.ingredients.flatMap((i) => [i.name, ...i.brands, ...i.synonyms]),
      ]),
    ];
    namesOf.set(catalog, names);
  }
  return names;
}

export function createDocumentsService(deps: {
  repo: DocumentsRepo;
  jobs: JobsRepo;
  search: SearchRepo;
  store: DocumentStore;
  reader: PdfReader;
  /** The active version's catalogue, read per search so an edited medication list applies at once. */
  catalog: () => Promise<Catalog>;
  kickJobs: () => void;
  maxUploadMb: number;
}) {
  const { repo, search, store } = deps;

  /**
   * Drug names in the query, with every brand and synonym of their ingredients (Depakote → valproate…);
   * words that name nothing are matched by trigram similarity against the catalogue's names.
   */
  async function expand(q: string): Promise<string[]> {
    const catalog = await deps.catalog();
    const words = q.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
    const ids = new Set<string>();
    const add = (name: string) => {
      const hit = normalizeMedicationName(catalog, name);
      if (hit.kind === 'ingredients') hit.ingredientIds.forEach((id) => ids.add(id));
      return hit.kind !== 'unrecognized';
    };
    const unknown = new Set(words);
    for (let size = 3; size >= 1; size--) {
      for (let i = 0; i + size <= words.length; i++) {
        if (add(words.slice(i, i + size).join(' '))) words.slice(i, i + size).forEach((w) => unknown.delete(w));
      }
    }
    // A word's near names depend only on the word and the catalogue: each is looked up once per catalogue.
    const known = similarNamesOf.get(catalog) ?? new Map<string, string[]>();
    similarNamesOf.set(catalog, known);
    const fresh = [...unknown].filter((w) => !known.has(w));
    if (fresh.length) {
      const found = await search.similarDrugNames(fresh, catalogueNames(catalog));
      for (const w of fresh)
        remember(
          known,
          w,
          found.filter((f) => f.word === w).map((f) => f.term),
        );
    }
    for (const term of new Set([...unknown].flatMap((w) => known.get(w) ?? []))) add(term);
    const terms = catalog.ingredients.filter((i) => ids.has(i.id)).flatMap((i) => [i.name, ...i.synonyms, ...i.brands]);
    return [...new Set(terms.map((t) => t.replace(/["()]/g, '').trim()).filter(Boolean))];
  }

  return {
    /**
     * Spools the upload to a temporary file, has the pdf.js worker check it, then stores the bytes
     * (before the row, for files; with it, for the database), the row and the ingestion job at once.
     */
    async upload(
      file: { fileName: string; stream: Readable; truncated: () => boolean },
      uploader: Principal,
      audit: AuditContext,
    ): Promise<DocumentRow> {
      const spooled = await spool(file.stream, store.tempDir).catch((err: unknown) => {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(deps.maxUploadMb);
        // Anything else while reading the body is the body's fault (cut off, malformed part headers).
        throw badMultipart();
      });
      try {
        if (file.truncated()) throw uploadTooLarge(deps.maxUploadMb);
        if (!spooled.size) throw noFile();
        await checkUpload(deps.reader, spooled.path);
        const doc = await store.exclusive(spooled.sha256, async () => {
          await store.prepare(spooled);
          try {
            return await repo.create(
              {
                fileName: file.fileName.slice(0, 255) || 'document.pdf',
                size: spooled.size,
                sha256: spooled.sha256,
                uploadedBy: uploader.userId,
                visibility: uploader.isSuperuser ? 'library' : 'private',
              },
              async (tx, created) => {
                await store.attach(tx, created.id, spooled);
                await createJobsRepo(tx).enqueue(INGEST_JOB, { documentId: created.id });
                await recordAudit(tx, audit, {
                  action: 'upload',
                  entityType: 'document',
                  entityId: created.guid,
                  after: auditedDocument(created),
                });
              },
            );
          } catch (err) {
            await store.release(spooled.sha256);
            throw err;
          }
        });
        deps.kickJobs();
        return doc;
      } finally {
        await rm(spooled.path, { force: true });
      }
    },

    async list(viewer: Viewer): Promise<UploadedFile[]> {
      return (await repo.list(viewer)).map(({ doc, uploaderEmail }) => toUploadedFile(doc, uploaderEmail, viewer));
    },

    /** The bytes, or the range of them the Range header asks for (ignored when If-Range names another version). */
    async download(guid: string, viewer: Viewer, headers: { range?: string | undefined; ifRange?: string | undefined }) {
      const doc = await repo.find(guid, viewer);
      if (!doc) throw notFound('No file found or access denied.');
      const etag = `"${doc.sha256}"`;
      const range = headers.ifRange && headers.ifRange !== etag ? undefined : parseRange(headers.range, doc.size);
      if (range === 'unsatisfiable') return { doc, etag, range } as const;
      const stream = await store.read(doc, range);
      if (!stream) throw new Error(`the stored bytes of document ${doc.id} are missing`);
      return { doc, etag, stream, range };
    },

    async status(guid: string, viewer: Viewer): Promise<DocumentStatus> {
      const doc = await repo.find(guid, viewer);
      if (!doc) throw notFound('No file found or access denied.');
      return {
        guid: doc.guid,
        title: doc.title,
        status: doc.status,
        error: doc.error,
        pages_done: doc.pagesDone,
        page_count: doc.pageCount,
        chunk_count: doc.chunkCount,
      };
    },

    async editMetadata(
      guid: string,
      fields: z.output<typeof editMetadataSchema>,
      viewer: Viewer,
      audit: AuditContext,
    ): Promise<UploadedFile> {
      if (!(await repo.find(guid, viewer))) throw notFound('No file found or access denied.');
      const changes = {
        ...(fields.file_name !== undefined ? { fileName: fields.file_name } : {}),
        ...(fields.title !== undefined ? { title: fields.title || null } : {}),
        ...(fields.publication !== undefined ? { publication: fields.publication || null } : {}),
        ...(fields.publication_date !== undefined ? { publicationDate: fields.publication_date } : {}),
      };
      const updated = await repo.updateMetadata(guid, changes, (tx, before, after) =>
        recordAudit(tx, audit, {
          action: 'edit_metadata',
          entityType: 'document',
          entityId: guid,
          before: auditedDocument(before),
          after: auditedDocument(after),
        }),
      );
      if (!updated) throw notFound('No file found or access denied.');
      return toUploadedFile(updated, undefined, viewer);
    },

    async remove(guid: string, audit: AuditContext): Promise<void> {
      const deleted = await repo.delete(guid, (tx, doc) =>
        recordAudit(tx, audit, { action: 'delete', entityType: 'document', entityId: guid, before: auditedDocument(doc) }),
      );
      if (!deleted) throw notFound('File not found.');
      await deps.jobs.deleteFor(INGEST_JOB, 'documentId', deleted.id);
      await store.exclusive(deleted.sha256, () => store.release(deleted.sha256));
    },

    /**
     * The passages a search finds, best first, each with its snippet as HTML (matches in <mark>) for
     * the search screen; answers and the assistant read the passages alone (docs/adr/0029-library-contract-and-v2.md).
     */
    async search(params: { q: string; guid?: string | undefined; limit: number }, viewer: Viewer): Promise<SearchResult> {
      if (params.guid && !(await repo.find(params.guid, viewer))) throw notFound('No file found or access denied.');
      const expanded = await expand(params.q);
      const request = { ...params, expansion: expanded.map((t) => (t.includes(' ') ? `"${t}"` : t)).join(' OR '), viewer };
      // Passages with every word first; a question whose words never meet in one passage falls back
      // to passages with any of them (ranked by how many, and how often).
      let rows = await search.search({ ...request, match: 'all' });
      if (rows.length < params.limit) {
        const seen = new Set(rows.map((r) => `${r.guid}:${r.chunk_number}`));
        const more = await search.search({ ...request, match: 'any' });
        rows = [...rows, ...more.filter((r) => !seen.has(`${r.guid}:${r.chunk_number}`))].slice(0, params.limit);
      }
      // A single word that matched nothing at all may be misspelt: trigram similarity on the passages.
      if (!rows.length && /^[\p{L}-]{5,}$/u.test(params.q)) rows = await search.search({ ...request, match: 'fuzzy' });
      return {
        query: params.q,
        expanded,
        hits: rows.map((r) => ({
          guid: r.guid,
          title: r.title,
          fileName: r.file_name,
          page: r.page,
          chunkNumber: r.chunk_number,
          text: r.text,
          snippet: r.snippet.replaceAll(MARK_START, '').replaceAll(MARK_END, ''),
          score: Number(r.score),
          highlighted: escapeHtml(r.snippet).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>'),
        })),
      };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** What the audit log keeps of a document: its identity and metadata, not its text. */
const auditedDocument = (d: DocumentRow) => ({
  guid: d.guid,
  file_name: d.fileName,
  title: d.title,
  publication: d.publication,
  publication_date: d.publicationDate,
  size: d.size,
  sha256: d.sha256,
  visibility: d.visibility,
});
export const uploadTooLarge = (maxMb: number) =>
  new AppError(413, 'payload_too_large', `file: The file is larger than the ${maxMb} MB upload limit.`, {
    file: [`The file is larger than the ${maxMb} MB upload limit.`],
  });
export const rangeNotSatisfiable = (size: number) =>
  new AppError(416, 'range_not_satisfiable', `range: The file has ${size} bytes.`, { range: [`The file has ${size} bytes.`] });
export const noFile = () => badRequest('file: No file was provided.', { file: ['No file was provided.'] });
export const badMultipart = () =>
  badRequest('file: The upload was cut off or is not valid multipart data.', {
    file: ['The upload was cut off or is not valid multipart data.'],
  });
