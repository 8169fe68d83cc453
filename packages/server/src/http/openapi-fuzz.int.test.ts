import type { UploadResponse } from '@balancer/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../test/documents-helpers';
import { startEhr, type Ehr } from '../../test/cds-client';
import { arbitraryOf, leafMutations, unionBranches, type JsonSchema, type KnownValues } from '../../test/openapi-arbitrary';
import { libraryPdf } from '../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signUpReader } from '../../test/users-helpers';

/**
 * Every route of the OpenAPI document, called with bodies, path and query values generated from its
 * schemas plus NUL, lone surrogates, out-of-range numbers and oversize strings, as a superuser, a
 * reader and anonymously (CDS Hooks calls with a signed client token); a clean body per union branch
 * from real ids and the current content version, spoiled one leaf at a time; and whole-body attacks
 * (deep nesting, prototype keys, duplicate keys, a BOM, wrong content types): none may answer 5xx. A fixed seed keeps
 * CI repeatable (FUZZ_SEED to explore others, FUZZ_RUNS for more cases per route).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Only routes whose "METHOD /path" matches, and every answer printed: for chasing one route. */
const ONLY = process.env.FUZZ_ROUTE ? new RegExp(process.env.FUZZ_ROUTE) : null;
/**
 * Run last: calls that reach out to a configured provider (a saved AI setting cannot slow the others),
 * then the signed-in user's own account calls, whose valid bodies sign every session out and whose
 * wrong current passwords count as sign-in failures (issue 38, M2).
 */
const LAST = [
  /ai-settings\/\{key\}|ai_settings\/settings\/\{key\}/,
  /sign-out-everywhere|set_password|set_email|users\/me\/(password|email)/,
];

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
type Who = 'admin' | 'reader' | 'anonymous';
/** `raw` replaces the JSON body with these bytes under this content type (whole-body attacks). */
type Case = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  as: Who;
  raw?: { type: string; bytes: string | Buffer };
};
type Route = { method: string; path: string; op: Operation };

let server: TestServer;
let ehr: Ehr;
let admin: string;
let reader: string;
const CDS_SERVICE = 'balancer-bipolar-medications';
const READER = { email: 'fuzz.reader@example.org', password: 'a long enough passphrase 42' };
let doc: OpenApi;
const known: KnownValues = {};

beforeAll(async () => {
  ehr = await startEhr();
  server = await startTestServer({ rateLimitPerMinute: 1_000_000, cdsHooksClients: [{ iss: ehr.iss, jwksUrl: ehr.jwksUrl }] });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  reader = await signUpReader(server, READER.email, READER.password);
  doc = (await server.api<OpenApi>('/api/docs/openapi.json')).body;
  const { guid } = (await upload(server, admin, await libraryPdf())).body as UploadResponse;
  Object.assign(known, { guid: [guid], id: [1, '1'], key: ['model', 'temperature'] });
});
afterAll(async () => {
  await server?.close();
  await ehr?.close();
});

/** Signs in again whoever an earlier route signed out ("sign out everywhere" with a valid body). */
async function keepSignedIn() {
  const again = async (token: string, who: { email: string; password: string }) =>
    (await server.api('/api/v2/auth/users/me', { token })).status === 401
      ? // Throttled once the account routes' wrong current passwords count (429): the old token stays.
        await server.login(who.email, who.password).then(
          (t) => t.access,
          () => token,
        )
      : token;
  admin = await again(admin, server.admin);
  reader = await again(reader, READER);
}

/** The active content version, so content writes get past "changed meanwhile" (409) to their checks. */
async function refreshBaseVersion() {
  const res = await server.api<unknown>('/api/v2/content/versions', { token: admin });
  const ids =
    JSON.stringify(res.body)
      .match(/"id":(\d+)/g)
      ?.map((m) => Number(m.slice(5))) ?? [];
  known.baseVersion = ids.length ? [Math.max(...ids)] : [1];
}

/** Bodies no schema generates: nesting past any parser's stack, prototype keys, duplicates, a BOM, wrong types. */
function wholeBodyAttacks(valid: unknown): NonNullable<Case['raw']>[] {
  const json = JSON.stringify(valid ?? {});
  const object = json.startsWith('{') && json !== '{}';
  const JSON_TYPE = 'application/json';
  return [
    { type: JSON_TYPE, bytes: '['.repeat(100_000) + ']'.repeat(100_000) },
    { type: JSON_TYPE, bytes: '{"a":'.repeat(50_000) + '"\\ud800"' + '}'.repeat(50_000) },
    { type: JSON_TYPE, bytes: '{"__proto__":{"isSuperuser":true,"is_superuser":true}}' },
    { type: JSON_TYPE, bytes: '{"constructor":{"prototype":{"polluted":true}}}' },
    ...(object ? [{ type: JSON_TYPE, bytes: json.replace(/^\{"([^"]+)":/, '{"$1":null,"$1":') }] : []),
    ...(object ? [{ type: JSON_TYPE, bytes: json.replace(/^\{/, '{"__proto__":{"x":1},') }] : []),
    { type: JSON_TYPE, bytes: `\uFEFF${json}` },
    { type: JSON_TYPE, bytes: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { type: JSON_TYPE, bytes: '' },
    { type: JSON_TYPE, bytes: 'null' },
    { type: 'application/json; charset=utf-16', bytes: json },
    { type: 'text/plain', bytes: json },
    { type: 'application/x-www-form-urlencoded', bytes: 'a=1&__proto__[x]=1' },
    { type: 'multipart/form-data', bytes: json },
    { type: 'application/xml', bytes: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  ];
}

function routesOf(api: OpenApi): Route[] {
  const all = Object.entries(api.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const rank = (r: Route) => LAST.findIndex((pattern) => pattern.test(r.path));
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
  const as = clean ? fc.constant<Who>('admin') : fc.constantFrom<Who>('admin', 'admin', 'reader', 'anonymous');
  return fc.record({ path: params('path'), query: params('query'), body, as });
}

/**
 * The cases of one route: generated ones, then a mostly valid call with one leaf spoiled at a time
 * (NUL in a string, 2147483648 for a number: how earlier 500s hid behind other checks), and every
 * path parameter NUL-bearing, out of range and oversize.
 */
function casesOf(route: Route, api: OpenApi, seed: number): Case[] {
  const cases = fc.sample(caseArbitrary(route.op, api, false), { numRuns: RUNS_PER_ROUTE, seed });
  // A valid-shaped call per branch of every union in the body (highlight, ink, stamp; each kind of
  // content change), sent as it is and then spoiled one leaf at a time.
  const resolve = (ref: string) => api.components?.schemas?.[ref.split('/').pop()!] ?? {};
  const json = route.op.requestBody?.content?.['application/json']?.schema;
  const branches = json ? unionBranches(json, resolve) : [undefined];
  const valid = branches.flatMap((branch, b) => {
    const op = branch ? { ...route.op, requestBody: { content: { 'application/json': { schema: branch } } } } : route.op;
    return fc.sample(caseArbitrary(op, api, true), { numRuns: branches.length > 1 ? 1 : 3, seed: seed + b });
  });
  for (const v of valid) {
    cases.push(v, { ...v, as: 'reader' });
    for (const body of leafMutations(v.body, 24)) cases.push({ ...v, body });
  }
  if (!valid[0]) return cases;
  if (json) for (const raw of wholeBodyAttacks(valid[0].body)) cases.push({ ...valid[0], raw });
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

const isCds = (route: Route) => route.path.startsWith('/cds-services/');

async function send(route: Route, c: Case): Promise<number> {
  // CDS Hooks calls name the real service (or the case's hostile value), with a fresh signed client token.
  const extreme = (v: unknown) => typeof v !== 'string' || v.includes('\u0000') || v.length > 60;
  const pathValues = isCds(route) && !extreme(c.path.id) ? { ...c.path, id: CDS_SERVICE } : c.path;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(pathValues[name]) || 'x'));
  const query = new URLSearchParams(Object.entries(c.query).map(([k, v]): [string, string] => [k, text(v)])).toString();
  const token = c.as === 'admin' ? admin : c.as === 'reader' ? reader : undefined;
  const headers: Record<string, string> = {};
  if (isCds(route)) headers.authorization = `Bearer ${await ehr.token(server.config.publicUrl + path)}`;
  const init: RequestInit & { json?: unknown; token?: string } = {
    method: route.method,
    headers,
    ...(token && !isCds(route) ? { token } : {}),
  };
  if (c.raw) {
    headers['content-type'] = c.raw.type;
    init.body = c.raw.bytes;
  } else if (c.body === 'multipart') {
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
    /** Requests and answers per route group (the path's first three segments), for the issue's note. */
    const groups: Record<string, Record<string, number>> = {};
    let cases = 0;
    for (const [i, route] of routes.entries()) {
      await keepSignedIn();
      if (route.path.startsWith('/api/v2/content') || route.path.startsWith('/api/v1/api')) await refreshBaseVersion();
      const group = route.path
        .split('/')
        .slice(0, isCds(route) ? 2 : 4)
        .join('/');
      for (const c of casesOf(route, doc, SEED + i)) {
        cases++;
        const status = await send(route, c);
        if (ONLY) console.info(status, route.method, route.path, JSON.stringify({ ...c, raw: c.raw?.type }).slice(0, 400));
        const klass = `${String(status)[0]}xx`;
        statuses[klass] = (statuses[klass] ?? 0) + 1;
        const counts = (groups[group] ??= { requests: 0 });
        counts.requests = counts.requests! + 1;
        counts[klass] = (counts[klass] ?? 0) + 1;
        if (status >= 500)
          failures.push(
            `${status} ${route.method} ${route.path} ${JSON.stringify({ ...c, raw: c.raw && { type: c.raw.type, bytes: String(c.raw.bytes).slice(0, 60) } }).slice(0, 300)}`,
          );
      }
    }
    console.info(`openapi fuzz: ${routes.length} routes, ${cases} cases, seed ${SEED}, answers ${JSON.stringify(statuses)}`);
    for (const [group, counts] of Object.entries(groups).sort()) console.info(`  ${group}: ${JSON.stringify(counts)}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
