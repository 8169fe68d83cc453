import type { UploadResponse } from '@balancer/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../test/documents-helpers';
import { arbitraryOf, leafMutations, type JsonSchema, type KnownValues } from '../../test/openapi-arbitrary';
import { libraryPdf } from '../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Every route of the OpenAPI document, called with bodies, path and query values generated from its
 * schemas plus NUL, out-of-range numbers and oversize strings: none may answer 5xx. A fixed seed keeps
 * CI repeatable (FUZZ_SEED to explore others, FUZZ_RUNS for more cases per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Only routes whose "METHOD /path" matches, and every answer printed: for chasing one route. */
const ONLY = process.env.FUZZ_ROUTE ? new RegExp(process.env.FUZZ_ROUTE) : null;
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

function caseArbitrary(op: Operation, api: OpenApi, clean: boolean): fc.Arbitrary<Case> {
  const options = { resolve: (ref: string) => api.components?.schemas?.[ref.split('/').pop()!] ?? {}, known, clean };
  const params = (where: 'path' | 'query') => {
    const list = (op.parameters ?? []).filter((p) => p.in === where);
    const model = Object.fromEntries(list.map((p) => [p.name, arbitraryOf(p.schema ?? {}, options, p.name)]));
    const requiredKeys = where === 'path' ? list.map((p) => p.name) : list.filter((p) => p.required).map((p) => p.name);
    return fc.record(model, { requiredKeys });
  };
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const body = json ? arbitraryOf(json, options) : content['multipart/form-data'] ? fc.constant('multipart') : fc.constant(undefined);
  const as = clean ? fc.constant('admin' as const) : fc.constantFrom<'admin' | 'anonymous'>('admin', 'admin', 'admin', 'anonymous');
  return fc.record({ path: params('path'), query: params('query'), body, as });
}

/**
 * The cases of one route: generated ones, then a mostly valid call with one leaf spoiled at a time
 * (NUL in a string, 2147483648 for a number: how earlier 500s hid behind other checks), and every
 * path parameter NUL-bearing, out of range and oversize.
 */
function casesOf(route: Route, api: OpenApi, seed: number): Case[] {
  const cases = fc.sample(caseArbitrary(route.op, api, false), { numRuns: RUNS_PER_ROUTE, seed });
  // Three valid-shaped calls, so each branch of a union body (highlight, ink, stamp) is likely spoiled.
  const valid = fc.sample(caseArbitrary(route.op, api, true), { numRuns: 3, seed });
  for (const v of valid) for (const body of leafMutations(v.body)) cases.push({ ...v, body });
  if (!valid[0]) return cases;
  for (const query of leafMutations(valid[0].query, 4)) cases.push({ ...valid[0], query: query as Case['query'] });
  const names = Object.keys(valid[0].path);
  for (const extreme of ['a\u0000b', 2147483648, 'x'.repeat(10_000)]) {
    if (names.length) cases.push({ ...valid[0], path: Object.fromEntries(names.map((n) => [n, extreme])) });
  }
  return cases;
}

// A URL cannot carry a lone surrogate (encodeURIComponent throws); JSON bodies keep it, escaped.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(LONE_SURROGATE, '\uFFFD');

async function send(route: Route, c: Case): Promise<number> {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(c.path[name]) || 'x'));
  const query = new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, text(v)])).toString();
  const init: RequestInit & { json?: unknown; token?: string } = { method: route.method, ...(c.as === 'admin' ? { token: admin } : {}) };
  if (c.body === 'multipart') {
    const form = new FormData();
    form.append(
      'file',
      new Blob([text(c.query) + '\u0000%PDF-1.7'], { type: 'application/pdf' }),
      `f\u0000${text(c.path).slice(0, 20)}.pdf`,
    );
    init.body = form;
  } else if (c.body !== undefined) init.json = c.body;
  const res = await server.api(`${path}${query ? `?${query}` : ''}`, init);
  return res.status;
}

describe('every OpenAPI route under generated and hostile input', () => {
  it('answers no 5xx', async () => {
    const routes = routesOf(doc).filter((r) => !ONLY || ONLY.test(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThan(ONLY ? 0 : 50);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let cases = 0;
    for (const [i, route] of routes.entries()) {
      for (const c of casesOf(route, doc, SEED + i)) {
        cases++;
        const status = await send(route, c);
        if (ONLY) console.info(status, route.method, route.path, JSON.stringify(c).slice(0, 400));
        statuses[`${String(status)[0]}xx`] = (statuses[`${String(status)[0]}xx`] ?? 0) + 1;
        if (status >= 500) failures.push(`${status} ${route.method} ${route.path} ${JSON.stringify(c).slice(0, 300)}`);
      }
    }
    console.info(`openapi fuzz: ${routes.length} routes, ${cases} cases, seed ${SEED}, answers ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  }, 180_000);
});
