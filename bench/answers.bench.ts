/**
 * Document chat without a model: time from sending a question to the first `content` event of the
 * stream (p50/p95), over the same corpus of more than 10,000 passages as the search bench, on the
 * real server (embedded PGlite) over HTTP. The search endpoint on the same questions, in the same
 * process, is the baseline: the ratio shows what selecting and verifying the answer adds to retrieval.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig } from '../packages/server/src/config/env';
import { openDatabase } from '../packages/server/src/db/client';
import { seedCorpus } from './corpus';

const questions = [
  'How often should lithium renal function be monitored?',
  'Does Depakote raise hepatic enzymes?',
  'What is the weight gain with quetiapine?',
  'Is akathisia common with cariprazine?',
  'What about thyroid levels during maintenance?',
  'How slowly is lamotrigine titrated to avoid rash?',
  'What are the side effects of Latuda?',
  'Does olanzapine change glucose and lipids?',
  'What is the risk of falls and orthostatic hypotension?',
  'Is valproate teratogenic in pregnancy?',
];
const rounds = 20;

const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-answers-'));
const seeding = await openDatabase({ kind: 'pglite', dataDir: dir });
await seeding.migrate();
const passages = await seedCorpus(seeding);
await seeding.close();

const admin = { email: 'bench@example.org', password: randomBytes(12).toString('base64url') };
const config = {
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  database: { kind: 'pglite' as const, dataDir: dir },
  dataDir: dir,
  admin,
  logLevel: 'warn' as const,
  rateLimitPerMinute: 1_000_000,
};
const app = await bootstrap(config, { level: 'error' });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const { access } = (await (
  await fetch(`${url}/api/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
).json()) as { access: string };
const auth = { authorization: `JWT ${access}` };

/** Milliseconds to the first content event and to the end of the stream; whether it answered. */
async function ask(message: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/api/embeddings/ask_embeddings?stream=true`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!first && text.includes('data: {"content"')) first = performance.now() - started;
  }
  return { first, total: performance.now() - started, answered: text.includes('"abstained":false') };
}

async function search(q: string) {
  const started = performance.now();
  await (await fetch(`${url}/api/v1/api/search?q=${encodeURIComponent(q)}&limit=10`, { headers: auth })).json();
  return performance.now() - started;
}

for (const q of questions) {
  await ask(q); // warm-up
  await search(q);
}
const first: number[] = [];
const total: number[] = [];
const baseline: number[] = [];
let answered = 0;
for (let i = 0; i < rounds * questions.length; i++) {
  const q = questions[i % questions.length]!;
  const a = await ask(q);
  first.push(a.first);
  total.push(a.total);
  if (a.answered) answered++;
  baseline.push(await search(q));
}
await app.close();
rmSync(dir, { recursive: true, force: true });

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const row = (xs: number[]) => ({ 'p50 ms': pct(xs, 50).toFixed(1), 'p95 ms': pct(xs, 95).toFixed(1) });
console.log(
  `${passages} passages; ${first.length} questions (${answered} answered, ${first.length - answered} abstained); extractive answerer, embedded PGlite, over HTTP`,
);
console.table({
  'first content event (stream)': row(first),
  'whole streamed answer': row(total),
  'search endpoint alone (baseline)': row(baseline),
});
console.log(`first content / search, p50: ${(pct(first, 50) / pct(baseline, 50)).toFixed(2)}x`);
