import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { freePort } from '../../../test/free-port';
import { textPdf } from '../../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

const metricsToken = randomBytes(24).toString('base64url');
// Distinctive values: none may appear anywhere in what a scraper reads.
const secretWord = 'zyquolarithm';
const newEmail = `metrics-${randomBytes(4).toString('hex')}@example.org`;

let server: TestServer;
let admin: { access: string };
beforeAll(async () => {
  // Mail to a port nobody listens on stays waiting, its delivery job queued for a retry.
  server = await startTestServer({ metricsToken, smtpUrl: `smtp://127.0.0.1:${await freePort()}`, mailRetrySeconds: 3600 });
  admin = await server.login(server.admin.email, server.admin.password);
});
afterAll(() => server.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample line, e.g. value(text, 'balancer_mail_waiting'), 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
};

describe('GET /metrics', () => {
  it('refuses a scraper without the token, and is not served when no token is set', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}x` } });
    expect(wrong.status).toBe(401);
    const off = await startTestServer();
    try {
      // Off: no such route, so the path is the web app's like any unknown page.
      const res = await fetch(`${off.url}/metrics`);
      expect(res.headers.get('content-type')).not.toMatch(/^text\/plain/);
      expect(await res.text()).not.toContain('balancer_http_requests_total');
    } finally {
      await off.close();
    }
  });

  it('counts requests by route template and status, with their latency', async () => {
    const before = await scrape();
    const series = 'balancer_http_requests_total{method="GET",route="/api/health",status="200"}';
    await server.api('/api/health');
    await server.api('/api/health');
    const after = await scrape();
    expect(value(after, series) - value(before, series)).toBe(2);
    expect(value(after, 'balancer_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBeGreaterThanOrEqual(2);
    // A URL with an id is labelled by its template.
    await server.api(`/api/v2/documents/${secretWord}/status`, { token: admin.access });
    expect(await scrape()).toContain('route="/api/v2/documents/:guid/status"');
  });

  it('counts suggester answers', async () => {
    const before = value(await scrape(), 'balancer_suggester_answers_total');
    const res = await server.api('/api/v2/recommendations', { method: 'POST', json: { state: 'Depressed', kidneyHistory: true } });
    expect(res.status).toBe(200);
    expect(value(await scrape(), 'balancer_suggester_answers_total') - before).toBe(1);
  });

  it('counts failed sign-ins and lockouts', async () => {
    const before = await scrape();
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (
        await server.api('/api/v2/auth/token', { method: 'POST', json: { email: server.admin.email, password: 'wrong-password-1' } })
      ).status;
    expect(status).toBe(429);
    const after = await scrape();
    expect(value(after, 'balancer_sign_in_failures_total') - value(before, 'balancer_sign_in_failures_total')).toBeGreaterThanOrEqual(5);
    expect(value(after, 'balancer_sign_in_lockouts_total') - value(before, 'balancer_sign_in_lockouts_total')).toBe(1);
  });

  it('counts pages read, document answers and their time to first content', async () => {
    const before = await scrape();
    const pdf = await textPdf({ pages: 3, extra: { 2: `The ${secretWord} level should be checked every three months.` } });
    const uploaded = await upload(server, admin.access, pdf);
    expect(uploaded.status).toBe(201);
    expect((await waitForIngestion(server, admin.access, uploaded.body.guid)).status).toBe('ready');
    // Streamed, as the chat asks: the time to first content is measured on the stream.
    const answer = await fetch(`${server.url}/api/v2/answers?stream=true`, {
      method: 'POST',
      headers: { authorization: `JWT ${admin.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: `How often should the ${secretWord} level be checked?` }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('"type":"done"');
    const after = await scrape();
    expect(value(after, 'balancer_ingestion_pages_read_total') - value(before, 'balancer_ingestion_pages_read_total')).toBe(3);
    const answered = (t: string) =>
      value(t, 'balancer_document_answers_total{answerer="extractive",outcome="answered"}') +
      value(t, 'balancer_document_answers_total{answerer="extractive",outcome="abstained"}');
    expect(answered(after) - answered(before)).toBe(1);
    expect(value(after, 'balancer_document_answer_first_content_seconds_count{answerer="extractive"}')).toBeGreaterThanOrEqual(1);
  });

  it('shows mail waiting and its queued delivery job, the pool, memory and event-loop delay', async () => {
    const password = `Pw-${randomBytes(9).toString('base64url')}`;
    const res = await server.api('/api/v2/auth/users', { method: 'POST', json: { email: newEmail, password, rePassword: password } });
    expect(res.status).toBe(201);
    await until(async () => value(await scrape(), 'balancer_mail_waiting') >= 1);
    const text = await scrape();
    expect(value(text, 'balancer_mail_waiting')).toBeGreaterThanOrEqual(1);
    await until(async () => value(await scrape(), 'balancer_jobs{kind="mail.deliver",state="queued"}') >= 1);
    expect(value(await scrape(), 'balancer_jobs{kind="mail.deliver",state="queued"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('balancer_mail_failed 0');
    // PGlite is one connection inside the process; on PostgreSQL the pool's size.
    const db = server.config.database;
    expect(value(text, 'balancer_db_pool_connections{state="max"}')).toBe(db.kind === 'pglite' ? 1 : (db.poolMax ?? 10));
    expect(value(text, 'balancer_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('never carries patient input, an e-mail address or document text', async () => {
    const text = await scrape();
    expect(text).not.toContain(secretWord);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/kidneyHistory|Depressed/i);
  });
});
