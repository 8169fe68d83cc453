/**
 * The checks scripts/test-image.sh runs against the compose stack, as an operator and a clinician would:
 * through the proxy (BASE_URL), and inside each replica for what the proxy hides (which replica sees what,
 * /metrics). Any failed step throws, and the script exits non-zero.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.env.BASE_URL!;
const project = process.env.PROJECT!;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const replicas = ['balancer-1', 'balancer-2'];
const container = (service: string) => `${project}_${service}_1`;

function check(ok: unknown, what: string): void {
  if (!ok) throw new Error(`check failed: ${what}`);
  console.log(`ok   ${what}`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(url: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const { json, token, ...rest } = init;
  const res = await fetch(base + url, {
    ...rest,
    headers: {
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T };
}

/** A GET from inside one replica, past the proxy: its own view. */
function inReplica(service: string, url: string, authorization: string): { status: number; text: string } {
  const script = `fetch('http://127.0.0.1:8000${url}', { headers: { authorization: process.argv[1] } })
    .then(async (r) => ({ status: r.status, text: await r.text() }), (err) => ({ status: 0, text: String(err) }))
    .then((result) => console.log(JSON.stringify(result)))`;
  const out = execFileSync('podman', ['exec', container(service), 'node', '-e', script, authorization], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out) as { status: number; text: string };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seconds = 180): Promise<T> {
  for (let i = 0; i < seconds * 2; i++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(500);
  }
  throw new Error(`timed out: ${what}`);
}

async function uploadPdf(token: string, file: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path.join(root, 'eval/corpus', file))], { type: 'application/pdf' }), file);
  return api<{ guid: string }>('/api/v2/documents', { method: 'POST', body: form, token });
}

const ready = (token: string, guid: string) =>
  waitFor(`document ${guid} ready`, async () => {
    const { body } = await api<{ status: string }>(`/api/v2/documents/${guid}/status`, { token });
    if (body.status === 'failed') throw new Error(`document ${guid} failed`);
    return body.status === 'ready' ? body : undefined;
  });

// Both replicas answer through the proxy once PostgreSQL is up and the first has migrated.
await waitFor('both replicas healthy', async () =>
  replicas.every((r) => {
    try {
      return inReplica(r, '/api/health', '').status === 200;
    } catch {
      return false;
    }
  })
    ? true
    : undefined,
);
check((await api('/api/health')).status === 200, 'the proxy answers /api/health');

const signIn = await api<{ access: string }>('/api/v2/auth/token', {
  method: 'POST',
  json: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
});
check(signIn.status === 200 && signIn.body.access, 'the admin signs in through the proxy');
const token = signIn.body.access;

const suggestion = await api<{ first: { name: string }[] }>('/api/v2/recommendations', { method: 'POST', json: { state: 'Manic' } });
check(
  suggestion.status === 200 && suggestion.body.first.length > 0,
  `a suggestion: first line ${suggestion.body.first.map((s) => s.name).join(', ')}`,
);

const up = await uploadPdf(token, 'bipolar-depression-llm-decision-support.pdf');
check(up.status === 201, 'a PDF uploads');
await ready(token, up.body.guid);
check(true, 'it becomes ready');
const answer = await api<{ answer: string; passages: { guid: string; page: number }[] }>('/api/v2/answers', {
  method: 'POST',
  token,
  json: { message: 'How did the models compare with expert choices for bipolar depression?' },
});
const cited = answer.body.answer?.includes(`[${up.body.guid}, Page `);
if (!cited) console.log(answer.status, JSON.stringify(answer.body).slice(0, 600));
check(answer.status === 200 && cited, 'a cited answer, citing a page of that document');
for (const r of replicas) {
  const seen = inReplica(r, `/api/v2/documents/${up.body.guid}/status`, `JWT ${token}`);
  check(seen.status === 200 && seen.text.includes('"ready"'), `${r} sees the same document`);
}

// Each replica counts what it answered; together they hold what this script asked.
const uploads = /balancer_http_requests_total\{method="POST",route="\/api\/v2\/documents",status="201"\} (\d+)/;
const suggestions = /^balancer_suggester_answers_total (\d+)/m;
const total = (pattern: RegExp) =>
  replicas.reduce((sum, r) => {
    const scraped = inReplica(r, '/metrics', `Bearer ${process.env.METRICS_TOKEN}`);
    if (scraped.status !== 200) throw new Error(`/metrics on ${r}: ${scraped.status}`);
    return sum + Number(pattern.exec(scraped.text)?.[1] ?? 0);
  }, 0);
check(total(uploads) === 1, '/metrics on the replicas counts the one upload');
check(total(suggestions) >= 1, 'and the suggestion');
check((await api('/metrics')).status === 404, 'the proxy does not expose /metrics');

// A replica stopped while it reads a document: it hands the job back and the other finishes it.
const logsSince = (service: string, since: string) =>
  execFileSync('podman', ['logs', '--since', since, container(service)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const ingestStarted = /"kind":"ingest-document","attempt":\d+,"msg":"job started"/;
const since = new Date(Date.now() - 1000).toISOString();
const big = await uploadPdf(token, 'ai-in-bipolar-disorder-review.pdf');
check(big.status === 201, 'a second, longer PDF uploads (ingested slowly: INGEST_PAGE_DELAY_MS)');
const reader = await waitFor('a replica starts reading it', async () => replicas.find((r) => ingestStarted.test(logsSince(r, since))), 30);
const other = replicas.find((r) => r !== reader)!;
execFileSync('podman', ['stop', '--time', '20', container(reader)]);
console.log(`     ${reader} stopped while reading it`);
await ready(token, big.body.guid);
check(ingestStarted.test(logsSince(other, since)), `the upload still completes: ${other} took the job over`);
execFileSync('podman', ['start', container(reader)]);
await waitFor(`${reader} back`, async () => (inReplica(reader, '/api/health', '').status === 200 ? true : undefined));
check(true, `${reader} is back`);
