import type { UploadResponse } from '@balancer/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../test/documents-helpers';
import { arbitraryOf, hostile, type JsonSchema, type KnownValues } from '../../test/openapi-arbitrary';
import { libraryPdf } from '../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Every route of the OpenAPI document, called with bodies, path and query values generated from its
 * schemas plus NUL, out-of-range numbers and oversize strings: none may answer 5xx. A fixed seed keeps
 * CI repeatable (FUZZ_SEED to explore others, FUZZ_RUNS for more cases per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
// Calls that reach out to a configured provider, run last so a saved AI setting cannot slow the others.
const LAST = ['PUT /api/v2/ai-settings/{key}', 'PUT /api/ai_settings/settings/{key}'];

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
type Case = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown; as: 'admin' | 'anonymous' };
type Route = { method: string; path: string; op: Operation };

let server: TestServer;
let admin: string;
let doc: OpenApi;
const known: KnownValues = {};

beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: 1_000_000 });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  doc = (await server.api<OpenApi>('/api/docs/openapi.json')).body;
  const { guid } = (await upload(server, admin, await libraryPdf())).body as UploadResponse;
  Object.assign(known, { guid: [guid], id: [1, '1'], key: ['model', 'temperature'] });
});
afterAll(() => server.close());

function routesOf(api: OpenApi): Route[] {
  const all = Object.entries(api.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const rank = (r: Route) => LAST.indexOf(`${r.method} ${r.path}`);
  return all.sort((a, b) => rank(a) - rank(b));
}

function caseArbitrary(op: Operation, api: OpenApi): fc.Arbitrary<Case> {
  const resolve = (ref: string) => api.components?.schemas?.[ref.split('/').pop()!] ?? {};
  const params = (where: 'path' | 'query') => {
    const list = (op.parameters ?? []).filter((p) => p.in === where);
    const model = Object.fromEntries(list.map((p) => [p.name, arbitraryOf(p.schema ?? {}, resolve, known, p.name)]));
    const requiredKeys = where === 'path' ? list.map((p) => p.name) : list.filter((p) => p.required).map((p) => p.name);
    return fc.record(model, { requiredKeys });
  };
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const body = json ? arbitraryOf(json, resolve, known) : content['multipart/form-data'] ? fc.constant('multipart') : fc.constant(undefined);
  return fc.record({
    path: params('path'),
    query: params('query'),
    body,
    as: fc.constantFrom<'admin' | 'anonymous'>('admin', 'admin', 'admin', 'anonymous'),
  });
}

// A URL cannot carry a lone surrogate (encodeURIComponent throws); JSON bodies keep it, escaped.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(LONE_SURROGATE, '\uFFFD');

async function send(route: Route, c: Case): Promise<number> {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(c.path[name]) || 'x'));
  const query = new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, text(v)])).toString();
  const init: RequestInit & { json?: unknown; token?: string } = { method: route.method, ...(c.as === 'admin' ? { token: admin } : {}) };
  if (c.body === 'multipart') {
    const form = new FormData();
    form.append('file', new Blob([text(c.query) + '\u0000%PDF-1.7'], { type: 'application/pdf' }), `f\u0000${text(c.path).slice(0, 20)}.pdf`);
    init.body = form;
  } else if (c.body !== undefined) init.json = c.body;
  const res = await server.api(`${path}${query ? `?${query}` : ''}`, init);
  return res.status;
}

describe('every OpenAPI route under generated and hostile input', () => {
  it('answers no 5xx', async () => {
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let cases = 0;
    for (const [i, route] of routes.entries()) {
      const samples = fc.sample(caseArbitrary(route.op, doc), { numRuns: RUNS_PER_ROUTE, seed: SEED + i });
      // Each route also gets a NUL and an out-of-range value in every path parameter.
      const names = (route.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      for (const extreme of [...fc.sample(hostile.string, { numRuns: 1, seed: SEED }), 2147483648, 'a\u0000b']) {
        if (names.length) samples.push({ path: Object.fromEntries(names.map((n) => [n, extreme])), query: {}, body: undefined, as: 'admin' });
      }
      for (const c of samples) {
        cases++;
        const status = await send(route, c);
        statuses[`${String(status)[0]}xx`] = (statuses[`${String(status)[0]}xx`] ?? 0) + 1;
        if (status >= 500) failures.push(`${status} ${route.method} ${route.path} ${JSON.stringify(c).slice(0, 300)}`);
      }
    }
    console.info(`openapi fuzz: ${routes.length} routes, ${cases} cases, seed ${SEED}, answers ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  }, 180_000);
});
