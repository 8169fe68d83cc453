import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyZod } from './fastify-zod';
import { wellFormedJson } from './json-body';

/**
 * For the one route registered in `scope`, whose bodies repeat byte for byte (the suggester's: a state,
 * a few flags and catalogued names), a body seen before is not parsed or validated again: the request
 * gets the validated value of the identical bytes, which the same schema would produce again. Every
 * new body is parsed and validated as usual. Once answered, a value is kept only when
 * `keep(parsed, validated)` holds (nothing typed freely in it: docs/adr/0023); at most `maxEntries`,
 * oldest forgotten first. Kept values are frozen, so no handler can change what the next request gets.
 */
export function reuseRepeatedBodies(
  scope: FastifyZod,
  opts: { maxEntries: number; keep: (parsed: unknown, validated: unknown) => boolean },
): void {
  const known = new Map<string, object>();
  const validatedBefore = new WeakSet<object>();
  const firstSeen = new WeakMap<FastifyRequest, { raw: string; parsed: unknown }>();
  const parseJson = wellFormedJson(scope.getDefaultJsonParser('error', 'error'));

  // The app's JSON parser is replaced in this scope (the same parser and checks, plus the reuse).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    const hit = known.get(raw);
    if (hit !== undefined) return done(null, hit);
    parseJson(request, raw, (err, parsed) => {
      if (!err) firstSeen.set(request, { raw, parsed });
      done(err, parsed);
    });
  });
  scope.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => (typeof data === 'object' && data !== null && validatedBefore.has(data) ? { value: data } : validate(data));
  });
  // After the answer: request.body is the schema's output for these bytes, and the handler has seen it.
  scope.addHook('onResponse', (request, reply, done) => {
    const seen = firstSeen.get(request);
    const value = request.body;
    if (seen && reply.statusCode === 200 && typeof value === 'object' && value !== null && opts.keep(seen.parsed, value)) {
      for (const field of Object.values(value)) if (typeof field === 'object' && field !== null) Object.freeze(field);
      Object.freeze(value);
      if (known.size >= opts.maxEntries) known.delete(known.keys().next().value!);
      known.set(seen.raw, value);
      validatedBefore.add(value);
    }
    done();
  });
}
