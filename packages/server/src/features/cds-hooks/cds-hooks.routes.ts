import {
  apiRoutes,
  cdsDiscoverySchema,
  cdsFeedbackListSchema,
  cdsFeedbackRequestSchema,
  cdsRequestSchema,
  cdsResponseSchema,
  cdsRoutes,
} from '@balancer/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../http/fastify-zod';
import type { createCdsHooksHandlers } from './cds-hooks.handler';
import { discoveryDocument } from './service-definition';

type Handlers = ReturnType<typeof createCdsHooksHandlers>;

// FHIR bundles for a long record are larger than the API's default 1 MB body limit.
const CDS_BODY_LIMIT = 8 * 1024 * 1024;
const params = z.object({ id: z.string() });

/**
 * CDS Hooks 2.0. The service routes exist only when CDS_HOOKS_CLIENTS names at least one EHR, so an
 * install that has not configured one answers 404 at /cds-services. They are "public" to the app's
 * own sign-in: each call is authenticated by the EHR's signed JWT instead (cds-auth.ts).
 */
export function cdsHooksRoutes(app: FastifyZod, handlers: Handlers, enabled: boolean): void {
  app.get(
    apiRoutes.cdsFeedback,
    {
      config: { access: 'superuser' },
      schema: {
        tags: ['cds-hooks'],
        summary: 'Feedback EHRs sent on CDS Hooks cards, newest first (superusers)',
        response: { 200: cdsFeedbackListSchema },
      },
    },
    handlers.list,
  );
  if (!enabled) return;

  app.get(
    cdsRoutes.discovery,
    {
      config: { access: 'public', ownAuthorization: true },
      schema: { tags: ['cds-hooks'], summary: 'CDS Hooks discovery document', response: { 200: cdsDiscoverySchema } },
    },
    async () => discoveryDocument(),
  );
  app.post(
    cdsRoutes.service,
    {
      config: { access: 'public', ownAuthorization: true },
      bodyLimit: CDS_BODY_LIMIT,
      onRequest: handlers.verify,
      schema: {
        tags: ['cds-hooks'],
        summary: 'Cards for one hook call (JWT-authenticated EHRs)',
        params,
        body: cdsRequestSchema,
        response: { 200: cdsResponseSchema },
      },
    },
    handlers.call,
  );
  app.post(
    cdsRoutes.feedback,
    {
      config: { access: 'public', ownAuthorization: true },
      onRequest: handlers.verify,
      schema: {
        tags: ['cds-hooks'],
        summary: 'Accepted or overridden cards (stored without patient data)',
        params,
        body: cdsFeedbackRequestSchema,
        response: { 200: z.object({}) },
      },
    },
    handlers.feedback,
  );
}
