import { authRoutes, type DocumentStatus, type UploadResponse } from '@balancer/contract';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { documentChunks, documents, jobs } from '../../db/schema';
import { spawnServer, type ChildServer } from '../../../test/child-server';
import { textPdf } from '../../../test/pdf-fixtures';
import { cloneTemplate } from '../../../test/test-database';
import { MAX_FAILURES_PER_PAIR } from '../../features/auth/login-throttle';
import { ingestDocumentJob } from './job-kinds';

/**
 * Two real server processes on one PostgreSQL database (docs/deploy.md): uploads accepted by either
 * are ingested once, a process killed mid-way is replaced by the other, sign-in throttling counts
 * failures made against both, and the per-address rate limit is N x the setting.
 */
const template = inject('dbTemplate');
const RATE_LIMIT = 40;
const env = {
  ADMIN_EMAIL: 'scale.admin@example.org',
  ADMIN_PASSWORD: 'scale-admin-password-1',
  JWT_SECRET: randomBytes(32).toString('hex'),
  JOB_STALE_SECONDS: '2',
  PDF_WORKERS: '1',
  // Slow pages, so that a kill lands while pages are being read.
  INGEST_PAGE_DELAY_MS: '30',
  // Client addresses come from X-Forwarded-For, so each scenario has its own counters.
  TRUST_PROXY: 'true',
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
  DATABASE_POOL_MAX: '4',
};

let servers: ChildServer[] = [];
let database: Database;
let drop: () => Promise<void>;
let token: string;

let address = 0;
/** A request from its own client address, unless one is given. */
const call = (server: ChildServer, path: string, init: RequestInit & { from?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': init.from ?? `10.1.${address >> 8}.${address++ & 255}` },
  });
const signIn = (server: ChildServer, password: string, from?: string, email = env.ADMIN_EMAIL) =>
  call(server, authRoutes.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    ...(from ? { from } : {}),
  });
const authorised = () => ({ authorization: `JWT ${token}` });

async function upload(server: ChildServer, pdf: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const res = await call(server, '/api/v2/documents', { method: 'POST', body: form, headers: authorised() });
  expect(res.status).toBe(201);
  return ((await res.json()) as UploadResponse).guid;
}
const status = async (server: ChildServer, guid: string) =>
  (await (await call(server, `/api/v2/documents/${guid}/status`, { headers: authorised() })).json()) as DocumentStatus;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not reached`);
}

const jobOf = async (documentId: number) =>
  (await database.db.select().from(jobs).where(eq(jobs.kind, ingestDocumentJob.kind))).filter(
    (j) => ingestDocumentJob.payload.parse(j.payload).documentId === documentId,
  );

/** Log lines of a process about one document ("ingesting", "document ingested"). */
const linesAbout = (server: ChildServer, id: number, msg: string) =>
  server
    .output()
    .split('\n')
    .filter((l) => l.includes(`"documentId":${id},`) && l.includes(`"msg":"${msg}"`));

describe.skipIf(template.kind !== 'postgres')('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const clone = await cloneTemplate(template);
    drop = clone.drop;
    // Both start at once on the same database: start-up work (migrations, seeding) takes turns.
    servers = await Promise.all([spawnServer(clone.target, env), spawnServer(clone.target, env)]);
    database = await openDatabase(clone.target);
  }, 90_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
    await drop?.();
  });

  it('accepts a token issued by the other process (shared JWT_SECRET)', async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const res = await signIn(a, env.ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    token = ((await res.json()) as { access: string }).access;
    const me = await call(b, authRoutes.me, { headers: authorised() });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: env.ADMIN_EMAIL });
  });

  it('counts failed sign-ins made against both processes', async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const from = '203.0.113.9';
    const email = 'target@example.org';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      const res = await signIn(i % 2 ? b : a, 'wrong-password-123', from, email);
      expect(res.status).toBe(401);
    }
    // Three failures went to one process and two to the other: each alone is under the limit.
    for (const server of [b, a]) {
      const res = await signIn(server, 'wrong-password-123', from, email);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'too_many_attempts' });
    }
  });

  it('limits each address to N x RATE_LIMIT_PER_MINUTE with N processes (each counts its own)', async () => {
    const from = '198.51.100.4';
    const accepted: number[] = [];
    for (const server of servers) {
      let ok = 0;
      for (let i = 0; i < RATE_LIMIT + 5; i++) {
        const res = await call(server, '/api/v1/api/version', { from });
        if (res.status === 200) ok++;
        else expect(res.status).toBe(429);
      }
      accepted.push(ok);
    }
    expect(accepted).toEqual([RATE_LIMIT, RATE_LIMIT]);
  });

  it('ingests five uploads spread over both processes, each exactly once', async () => {
    const guids: string[] = [];
    for (let i = 0; i < 5; i++)
      guids.push(await upload(servers[i % 2]!, await textPdf({ pages: 4, title: `Paper ${i}` }), `paper-${i}.pdf`));
    for (const guid of guids)
      await until(
        () => status(servers[0]!, guid),
        (s) => s.status !== 'processing',
        `document ${guid} ready`,
      );
    for (const guid of guids) {
      const [doc] = await database.db.select().from(documents).where(eq(documents.guid, guid));
      expect(doc).toMatchObject({ status: 'ready', pageCount: 4 });
      const job = await until(
        () => jobOf(doc!.id),
        (j) => j[0]?.state !== 'running',
        'job finished',
      );
      expect(job).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
      // One "document ingested" line across both processes' logs.
      expect(servers.flatMap((s) => linesAbout(s, doc!.id, 'document ingested'))).toHaveLength(1);
      const chunks = await database.db.select().from(documentChunks).where(eq(documentChunks.documentId, doc!.id));
      expect(chunks.length).toBe(doc!.chunkCount);
    }
  }, 120_000);

  it('completes on the other process a document whose process was killed mid-ingestion', async () => {
    const pages = 60;
    const guid = await upload(servers[0]!, await textPdf({ pages, title: 'Long paper' }), 'long.pdf');
    const [doc] = await database.db.select().from(documents).where(eq(documents.guid, guid));
    // Whichever process claimed the job reports progress; kill that one once it is some pages in.
    const working = await until(
      async () => servers.find((s) => linesAbout(s, doc!.id, 'ingesting').length >= 2),
      (s) => s !== undefined,
      'ingestion under way',
    );
    const survivor = servers.find((s) => s !== working)!;
    working!.child.kill('SIGKILL');
    await working!.exited;
    const seen = await status(survivor, guid);
    expect(seen.status).toBe('processing');
    expect(seen.pagesDone).toBeLessThan(pages);

    const done = await until(
      () => status(survivor, guid),
      (s) => s.status !== 'processing',
      'taken over and finished',
    );
    expect(done).toMatchObject({ status: 'ready', pageCount: pages, pagesDone: pages });
    expect(linesAbout(survivor, doc!.id, 'document ingested')).toHaveLength(1);
    // The job is marked done just after the document's transaction commits.
    const job = await until(
      () => jobOf(doc!.id),
      (j) => j[0]?.state !== 'running',
      'job finished',
    );
    expect(job).toEqual([expect.objectContaining({ state: 'done', attempts: 2 })]);
    const chunks = await database.db.select().from(documentChunks).where(eq(documentChunks.documentId, doc!.id));
    expect(chunks.map((c) => c.chunkNumber).sort((x, y) => x - y)).toEqual(chunks.map((_, i) => i));
    expect(new Set(chunks.map((c) => c.pageNumber)).size).toBe(pages);
  }, 120_000);
});
