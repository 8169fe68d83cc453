import {
  apiRoutes,
  documentStatusSchema,
  editMetadataSchema,
  guidParamsSchema,
  NUL_MESSAGE,
  uploadedFileListSchema,
  uploadedFileSchema,
  uploadResponseSchema,
} from '@balancer/contract';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { viewerOf } from '../../http/access';
import type { FastifyZod } from '../../http/fastify-zod';
import { auditContext } from '../audit';
import { contentDisposition } from './content-disposition';
import { noFile, rangeNotSatisfiable, type DocumentsService } from './documents.service';

export function documentsRoutes(app: FastifyZod, service: DocumentsService): void {
  app.get(
    apiRoutes.uploadFile,
    {
      config: { access: 'public' },
      schema: {
        tags: ['documents'],
        summary: 'The document library (uploader e-mails for superusers only)',
        response: { 200: uploadedFileListSchema },
      },
    },
    async (request) => service.list(viewerOf(request.principal)),
  );

  app.post(
    apiRoutes.uploadFile,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['documents'],
        summary: 'Upload a PDF (multipart field "file"); ingestion continues in the background',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const part = await request.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw noFile();
      // The name is stored as text, which cannot hold NUL.
      if (part.filename.includes('\u0000')) throw badRequest(`file: ${NUL_MESSAGE}`, { file: [`The file name: ${NUL_MESSAGE}`] });
      const doc = await service.upload(
        { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated },
        request.principal!,
        auditContext(request),
      );
      request.log.info({ guid: doc.guid, size: doc.size }, 'document uploaded; ingestion queued');
      return reply.status(201).send({ message: 'File uploaded successfully.', fileId: doc.id, guid: doc.guid, status: doc.status });
    },
  );

  app.get(
    apiRoutes.uploadedFile,
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], summary: 'The PDF bytes, streamed; one Range (bytes=) gives 206', params: guidParamsSchema },
    },
    async (request, reply) => {
      const { doc, etag, stream, range } = await service.download(request.params.guid, viewerOf(request.principal), {
        range: request.headers.range,
        ifRange: [request.headers['if-range']].flat()[0],
      });
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${doc.size}`);
        throw rangeNotSatisfiable(doc.size);
      }
      reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', doc.fileName))
        .header('cache-control', 'private, max-age=300')
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('content-length', range ? range.end - range.start + 1 : doc.size);
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${doc.size}`);
      return reply.send(stream);
    },
  );

  app.get(
    apiRoutes.uploadStatus,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['documents'],
        summary: 'Ingestion progress (pages done of pages)',
        params: guidParamsSchema,
        response: { 200: documentStatusSchema },
      },
    },
    async (request) => service.status(request.params.guid, viewerOf(request.principal)),
  );

  app.delete(
    apiRoutes.uploadedFile,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['documents'],
        summary: 'Delete a file and everything derived from it',
        params: guidParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await service.remove(request.params.guid, auditContext(request));
      return { message: 'File and everything derived from it deleted.' };
    },
  );

  app.patch(
    apiRoutes.editMetadata,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['documents'],
        summary: 'Edit fileName, title, publication, publicationDate',
        params: guidParamsSchema,
        body: editMetadataSchema,
        response: { 200: uploadedFileSchema },
      },
    },
    async (request) => service.editMetadata(request.params.guid, request.body, viewerOf(request.principal), auditContext(request)),
  );
}
