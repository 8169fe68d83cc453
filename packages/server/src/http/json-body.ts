import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** An escaped UTF-16 surrogate in the raw text: the only way a JSON body can carry a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /\p{Cs}/u;
/** Names the field itself too: the original API's `{error}` shape keeps only the message. */
const message = (field: string) => `Not valid Unicode: ${field} holds a lone surrogate (such as \\ud800).`;

/**
 * The dotted path of the first string (value or key) that is not valid Unicode, "body" for the root;
 * null when none. Iterative: a body nested 100,000 deep must not overflow the stack here.
 */
export function illFormedText(value: unknown): string | null {
  // Paths are rebuilt only for the finding (from parent links): building each one would be quadratic.
  const keys: string[] = [''];
  const parents: number[] = [-1];
  const pathOf = (id: number) => {
    const parts: string[] = [];
    for (let at = id; at > 0; at = parents[at]!) parts.push(keys[at]!);
    return parts.reverse().join('.') || 'body';
  };
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, id] = stack.pop()!;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return pathOf(id);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, item] of Object.entries(node).reverse()) {
      keys.push(key);
      parents.push(id);
      if (LONE_SURROGATE.test(key)) return pathOf(keys.length - 1);
      stack.push([item, keys.length - 1]);
    }
  }
  return null;
}

type Parser = (request: FastifyRequest, raw: string, done: (err: Error | null, body?: unknown) => void) => void;

/**
 * Fastify's JSON parser (prototype keys refused) followed by the one Unicode check of the boundary:
 * PostgreSQL's text and jsonb cannot hold a lone surrogate, so every route, the legacy and CDS Hooks
 * ones included, answers 400 naming the field instead of failing at the database. The walk runs only
 * when the raw text holds an escaped surrogate, so ordinary bodies pay one regular-expression scan.
 */
export function wellFormedJson(parse: Parser): Parser {
  return (request, raw, done) =>
    parse(request, raw, (err, body) => {
      if (err || !ESCAPED_SURROGATE.test(raw)) return done(err, body);
      const field = illFormedText(body);
      return field ? done(badRequest(`${field}: ${message(field)}`, { [field]: [message(field)] })) : done(null, body);
    });
}

/** Every JSON body of `app` goes through `wellFormedJson` (scopes that parse JSON themselves wrap it too). */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = wellFormedJson(app.getDefaultJsonParser('error', 'error'));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => parse(request, body as string, done));
}
