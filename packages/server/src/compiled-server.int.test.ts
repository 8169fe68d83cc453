import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { promptPassages, startFakeLlm } from '../test/fake-llm';
import { freePort } from '../test/free-port';
import { textPdf } from '../test/pdf-fixtures';
import { cloneTemplate } from '../test/test-database';
import { serverRoot } from './server-root';

// What `npm start` runs: the server bundled by scripts/build.mjs, here into a folder of its own.
const outdir = path.join(serverRoot, `.dist-test-${randomUUID().slice(0, 8)}`);
const admin = { email: 'admin@test.example', password: randomBytes(12).toString('base64url') };
let child: ChildProcess;
let url: string;
let drop: () => Promise<void>;
// A model, so the bundled AI SDK is exercised too: it cites the first passage it is given.
let fake: Awaited<ReturnType<typeof startFakeLlm>>;

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', path.basename(outdir)], { cwd: serverRoot, encoding: 'utf8' });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  fake = await startFakeLlm((req) => {
    const p = promptPassages(req)[0];
    return { text: p ? [`${p.text.split('. ')[0]}. [${p.guid}, Page ${p.page}]`] : ['Nothing in the library answers this question.'] };
  });
  const clone = await cloneTemplate(inject('dbTemplate'));
  drop = clone.drop;
  const database = clone.target.kind === 'pglite' ? { DATA_DIR: clone.target.dataDir } : { DATABASE_URL: clone.target.url };
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      ...database,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await drop?.();
  await fake?.close();
  rmSync(outdir, { recursive: true, force: true });
});

describe('the compiled server (what npm start runs)', () => {
  it('answers suggestions with the content of its migrated, seeded database', async () => {
    const res = await fetch(`${url}/api/v2/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'Manic', kidneyHistory: true }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { first: { name: string }[]; excluded: { name: string }[] };
    expect(body.first.length).toBeGreaterThan(0);
    expect(body.excluded.some((e) => /lithium/i.test(e.name))).toBe(true);
  });

  it('reads an uploaded PDF on its bundled pdf.js worker, and answers about it through the bundled AI SDK', async () => {
    const login = await fetch(`${url}/api/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { access } = (await login.json()) as { access: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await textPdf({ pages: 2 }))], { type: 'application/pdf' }), 'compiled.pdf');
    const upload = await fetch(`${url}/api/v2/documents`, { method: 'POST', body: form, headers: { authorization: `JWT ${access}` } });
    expect(upload.status).toBe(201);
    const { guid } = (await upload.json()) as { guid: string };
    let status = 'processing';
    for (let i = 0; i < 300 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${url}/api/v2/documents/${guid}/status`, { headers: { authorization: `JWT ${access}` } });
      status = ((await res.json()) as { status: string }).status;
    }
    expect(status).toBe('ready');
    const asked = await fetch(`${url}/api/v2/answers`, {
      method: 'POST',
      headers: { authorization: `JWT ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How often are renal function tests repeated during follow-up visits?' }),
    });
    expect(asked.status).toBe(200);
    const answer = (await asked.json()) as { answerer: string; answer: string };
    expect(answer.answerer).toBe('model');
    expect(answer.answer).toContain(`[${guid}, Page `);
    expect(fake.requests.length).toBeGreaterThan(0);
  }, 60_000);
});
