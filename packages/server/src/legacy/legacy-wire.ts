import { legacyFieldNames } from '@balancer/contract/legacy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLegacyRequest } from './legacy-errors';

const toV2 = new Map<string, string>(Object.entries(legacyFieldNames));
const toV1 = new Map<string, string>(Object.entries(legacyFieldNames).map(([v1, v2]) => [v2, v1]));

/**
 * A copy of `value` with every object key found in `names` renamed, in arrays and nested objects down
 * to `depth` levels (the shapes concerned are at most three deep; a hostile body may nest thousands).
 */
export function renameKeys(value: unknown, names: ReadonlyMap<string, string>, depth = 4): unknown {
  if (depth < 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, names, depth - 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k) ?? k, renameKeys(v, names, depth - 1)]));
}

/** Served by a v2 route under a v1 path (legacyAliases): its fields take the original's names on the wire. */
const isAliased = (request: FastifyRequest) => isLegacyRequest(request) && request.url !== request.originalUrl;

/**
 * The v1 wire of the paths v1 shares with v2: request fields (body and query) in the original's
 * snake_case become v2's camelCase before validation, and a JSON answer (errors included) gets the
 * original's names back before it is sent. Only the names in legacyFieldNames move.
 */
export function registerLegacyWire(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    if (isAliased(request)) {
      if (request.body && typeof request.body === 'object') request.body = renameKeys(request.body, toV2, 0);
      if (request.query && typeof request.query === 'object') request.query = renameKeys(request.query, toV2, 0);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isAliased(request) || typeof payload !== 'string' || !/json/.test(String(reply.getHeader('content-type') ?? ''))) {
      done(null, payload);
      return;
    }
    try {
      done(null, JSON.stringify(renameKeys(JSON.parse(payload), toV1)));
    } catch {
      done(null, payload);
    }
  });
}
