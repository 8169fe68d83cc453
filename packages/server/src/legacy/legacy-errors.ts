import type { ApiError } from '@balancer/contract';
import { legacyPrefixes, legacyRoutes } from '@balancer/contract/legacy';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * True when the caller used a path of the original API: an alias rewritten to v2, one of the
 * adapter's own routes, or an unknown path. Nothing of v2 lives under these prefixes (docs/adr/0029-library-contract-and-v2.md).
 */
export const isLegacyRequest = (request: FastifyRequest) => legacyPrefixes.some((p) => request.originalUrl.startsWith(p));

const CONTEXTS = new Set(['body', 'querystring', 'params', 'headers']);
/** The original's medication-list calls and its document chat answered errors as `{"error": "..."}`. */
const ERROR_KEY = new Set<string>([legacyRoutes.addMedication, legacyRoutes.deleteMedication, legacyRoutes.askEmbeddings]);

/**
 * The original API's error shapes (Django REST framework), for the error handler to send on legacy
 * paths: `{field: [messages]}` for validation (the original feedback form lists them field by field;
 * errors not about one field go under `non_field_errors`), `{"detail": ...}` for everything else, with
 * `code` for invalid tokens and the `WWW-Authenticate` challenge on 401 as simplejwt sends them.
 */
export function renderLegacyError(request: FastifyRequest, reply: FastifyReply, status: number, body: ApiError): unknown {
  if (!isLegacyRequest(request)) return body;
  if (status !== 401 && status !== 403 && ERROR_KEY.has(request.originalUrl.split('?')[0] ?? ''))
    return { error: Object.values(body.fields ?? {})[0]?.[0] ?? body.error };
  if (status === 400 && body.fields) {
    const out: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(body.fields))
      (out[CONTEXTS.has(field) ? 'non_field_errors' : field] ??= []).push(...messages);
    return out;
  }
  if (status === 401) reply.header('www-authenticate', 'JWT realm="api"');
  return body.code === 'token_not_valid' ? { detail: body.error, code: body.code } : { detail: body.error };
}
