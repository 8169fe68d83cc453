import type { DocumentStatus, editMetadataSchema, UploadedFile } from '@balancer/contract';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Principal, Viewer } from '../../http/access';
import { recordAudit, type AuditContext } from '../audit';
import { AppError, badRequest, notFound } from '../../http/errors';
import { ingestDocumentJob } from '../../platform/jobs/job-kinds';
import { createJobsRepo, type JobsRepo } from '../../platform/jobs/jobs.repo';
import { parseRange } from './byte-range';
import { spool, type DocumentStore } from './document-store';
import type { DocumentRow, DocumentsRepo } from './documents.repo';
import { checkUpload, type PdfReader } from '../../platform/pdf/pdf-reader';

export function toUploadedFile(doc: DocumentRow, uploaderEmail: string | null | undefined, viewer: Viewer): UploadedFile {
  return {
    id: doc.id,
    guid: doc.guid,
    fileName: doc.fileName,
    title: doc.title,
    publication: doc.publication,
    publicationDate: doc.publicationDate,
    dateOfUpload: doc.uploadedAt.toISOString(),
    size: doc.size,
    pageCount: doc.pageCount,
    fileType: doc.fileType,
    ...(viewer?.isSuperuser ? { uploadedByEmail: uploaderEmail ?? null } : {}),
    status: doc.status,
    error: doc.error,
    pagesDone: doc.pagesDone,
    chunkCount: doc.chunkCount,
  };
}

export function createDocumentsService(deps: {
  repo: DocumentsRepo;
  jobs: JobsRepo;
  store: DocumentStore;
  reader: PdfReader;
  kickJobs: () => void;
  maxUploadMb: number;
}) {
  const { repo, store } = deps;

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
                await createJobsRepo(tx).enqueue(ingestDocumentJob, { documentId: created.id });
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
        pagesDone: doc.pagesDone,
        pageCount: doc.pageCount,
        chunkCount: doc.chunkCount,
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
        ...(fields.fileName !== undefined ? { fileName: fields.fileName } : {}),
        ...(fields.title !== undefined ? { title: fields.title || null } : {}),
        ...(fields.publication !== undefined ? { publication: fields.publication || null } : {}),
        ...(fields.publicationDate !== undefined ? { publicationDate: fields.publicationDate } : {}),
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
      await deps.jobs.deleteFor(ingestDocumentJob, 'documentId', deleted.id);
      await store.exclusive(deleted.sha256, () => store.release(deleted.sha256));
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
