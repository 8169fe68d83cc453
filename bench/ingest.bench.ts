/**
 * Ingestion throughput: a generated 300-page PDF uploaded to the real server (embedded PGlite),
 * timed from the upload's answer to "ready" (extraction, chunking, indexing, one transaction),
 * next to pdf.js extraction alone and to poppler's pdftotext on the same file when present.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig } from '../packages/server/src/config/env';
import { openPdf, pageText } from '../packages/server/src/features/documents/pdf-text';
import { textPdf } from '../packages/server/test/pdf-fixtures';

const pages = Number(process.env.BENCH_PAGES ?? 300);
const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-ingest-'));
const bytes = await textPdf({ pages });
const file = path.join(dir, 'bench.pdf');
writeFileSync(file, bytes);

// pdf.js extraction alone.
let t = performance.now();
const pdf = await openPdf(bytes);
for (let n = 1; n <= pdf.numPages; n++) await pageText(pdf, n);
await pdf.destroy();
const extractMs = performance.now() - t;

// The whole pipeline through the server.
const admin = { email: 'bench@example.org', password: randomUUID() };
const app = await bootstrap(
  { ...loadConfig({}), database: { kind: 'pglite', dataDir: path.join(dir, 'db') }, dataDir: dir, admin, rateLimitPerMinute: 1e9 },
  false,
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const { access } = (await (
  await fetch(`${url}/api/v2/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
).json()) as { access: string };
const form = new FormData();
form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'bench.pdf');
const uploadStarted = performance.now();
const uploaded = (await (
  await fetch(`${url}/api/v2/documents`, { method: 'POST', body: form, headers: { authorization: `JWT ${access}` } })
).json()) as { guid: string };
const answeredMs = performance.now() - uploadStarted;
t = performance.now();
let status: { status: string; chunk_count: number } = { status: 'processing', chunk_count: 0 };
while (status.status === 'processing') {
  await new Promise((r) => setTimeout(r, 25));
  status = (await (
    await fetch(`${url}/api/v2/documents/${uploaded.guid}/status`, { headers: { authorization: `JWT ${access}` } })
  ).json()) as typeof status;
}
const ingestMs = performance.now() - t;
await app.close();

let popplerMs: number | undefined;
try {
  t = performance.now();
  execFileSync('pdftotext', [file, path.join(dir, 'out.txt')]);
  popplerMs = performance.now() - t;
} catch {
  popplerMs = undefined;
}
rmSync(dir, { recursive: true, force: true });

const rate = (ms: number) => Math.round((pages / ms) * 1000);
console.log(`${pages}-page generated PDF (${Math.round(bytes.length / 1024)} KB), ${status.chunk_count} chunks, status ${status.status}`);
console.table({
  'upload answered (validation + store)': { ms: Math.round(answeredMs), 'pages/s': '' },
  'pdf.js extraction only': { ms: Math.round(extractMs), 'pages/s': rate(extractMs) },
  'Balancer ingestion (extract + chunk + index + commit)': { ms: Math.round(ingestMs), 'pages/s': rate(ingestMs) },
  ...(popplerMs !== undefined ? { 'pdftotext (poppler)': { ms: Math.round(popplerMs), 'pages/s': rate(popplerMs) } } : {}),
});
if (popplerMs !== undefined) console.log(`Balancer ingestion throughput = ${(popplerMs / ingestMs).toFixed(3)} x pdftotext`);
else console.log('pdftotext not found (apt-get install poppler-utils) – no ratio');
