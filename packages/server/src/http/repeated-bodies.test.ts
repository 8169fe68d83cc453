import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createErrorRenderer, registerErrorHandler } from './error-handler';
import type { FastifyZod } from './fastify-zod';
import { reuseRepeatedBodies } from './repeated-bodies';

async function appCounting(keep: (parsed: unknown) => boolean) {
  let validations = 0;
  const seen: unknown[] = [];
  const schema = z.object({
    name: z.string().refine(() => ++validations > 0),
    flag: z.boolean().default(false),
  });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, createErrorRenderer());
  app.register(async (scope: FastifyZod) => {
    reuseRepeatedBodies(scope, { maxEntries: 2, keep: (parsed) => keep(parsed) });
    scope.post('/echo', { schema: { body: schema } }, async (request) => {
      seen.push(request.body);
      return request.body;
    });
  });
  await app.ready();
  const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
  return { post, validations: () => validations, seen };
}

describe('reuseRepeatedBodies', () => {
  it('parses and validates identical bytes once and hands the same frozen value to the handler', async () => {
    const app = await appCounting(() => true);
    const first = await app.post('{"name":"a"}');
    const second = await app.post('{"name":"a"}');
    expect(first.json()).toEqual({ name: 'a', flag: false });
    expect(second.body).toBe(first.body);
    expect(app.validations()).toBe(1);
    expect(app.seen[1]).toBe(app.seen[0]);
    expect(Object.isFrozen(app.seen[0])).toBe(true);
    // Other bytes, even for the same value, are validated.
    await app.post('{ "name": "a" }');
    expect(app.validations()).toBe(2);
  });

  it('validates every time what it may not keep, and never keeps a refused body', async () => {
    const app = await appCounting((parsed) => !('note' in (parsed as object)));
    await app.post('{"name":"a","note":"typed freely"}');
    await app.post('{"name":"a","note":"typed freely"}');
    expect(app.validations()).toBe(2);
    expect((await app.post('{"name":1}')).statusCode).toBe(400);
    expect((await app.post('{"name":1}')).json()).toMatchObject({ code: 'validation_error' });
    expect((await app.post('{"name":')).json()).toMatchObject({ code: 'bad_request', error: 'body: the request body is not valid JSON' });
    expect((await app.post('{"__proto__":{"x":1},"name":"a"}')).statusCode).toBe(400);
  });

  it('forgets the oldest body past its bound', async () => {
    const app = await appCounting(() => true);
    for (const name of ['a', 'b', 'c', 'a']) await app.post(JSON.stringify({ name }));
    expect(app.validations()).toBe(4);
    await app.post(JSON.stringify({ name: 'c' }));
    expect(app.validations()).toBe(4);
  });
});
