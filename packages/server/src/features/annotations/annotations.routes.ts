import {
  annotationListSchema,
  annotationParamsSchema,
  annotationSchema,
  annotationsQuerySchema,
  apiRoutes,
  newAnnotationSchema,
  STAMP_IMAGE_MAX_CHARS,
} from '@balancer/contract';
import type { FastifyZod } from '../../http/fastify-zod';
import { viewerOf } from '../../http/access';
import type { AnnotationsService } from './annotations.service';

/** Room for the largest stamp image plus the rest of the JSON. */
const BODY_LIMIT = STAMP_IMAGE_MAX_CHARS + 64 * 1024;

/** A signed-in reader's own annotations (docs/product.md#annotations): nobody else reads or removes them. */
export function annotationsRoutes(app: FastifyZod, service: AnnotationsService): void {
  const reader = (request: { principal: Parameters<typeof viewerOf>[0] }) => viewerOf(request.principal)!;

  app.get(
    apiRoutes.annotations,
    {
      config: { access: 'user' },
      schema: {
        tags: ['annotations'],
        summary: "The caller's annotations on one document, oldest first",
        querystring: annotationsQuerySchema,
        response: { 200: annotationListSchema },
      },
    },
    async (request) => service.list(request.query.guid, reader(request)),
  );

  app.post(
    apiRoutes.annotations,
    {
      config: { access: 'user' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['annotations'],
        summary: 'Save a highlight, an ink drawing or a stamp on one page',
        body: newAnnotationSchema,
        response: { 201: annotationSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, reader(request));
      request.log.info({ annotationId: created.id, kind: created.kind }, 'annotation saved');
      return reply.status(201).send(created);
    },
  );

  app.delete(
    apiRoutes.annotation,
    {
      config: { access: 'user' },
      schema: { tags: ['annotations'], summary: 'Remove one of your annotations', params: annotationParamsSchema },
    },
    async (request, reply) => {
      await service.remove(request.params.id, reader(request));
      return reply.status(204).send();
    },
  );
}
