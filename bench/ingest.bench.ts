/**
 * Ingestion throughput and responsiveness: a generated 1,000-page PDF (BENCH_PAGES) uploaded to the
 * real server (a child process; embedded PGlite, or PostgreSQL with BENCH_DATABASE_URL), timed from
 * the upload's answer to "ready" (extraction on the pdf.js pool, chunking, indexing, one
 * transaction), against poppler's pdftotext on the same file. Meanwhile another process asks
 * GET /api/v1/api/version every 20 ms; its p99 is printed next to the idle p99 of the same run.
 * The first document starts the pdf.js threads (V8 compiles pdf.js afresh in each); WARM_FILES more
 * documents of the same size follow while those threads still run, as when several papers are
 * uploaded one after another (a thread stops after 30 s without work).
 * PDF_WORKERS is passed through (default: one per core, at most 4).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textPdf } from '../packages/server/test/pdf-fixtures';
import { pollVersion, startBenchServer, uploadPdf, waitReady } from './bench-server';
import type { IngestPhases } from '../packages/server/src/features/ingestion/ingestion.job';
import { emit, percentile } from './report';

const pages = Number(process.env.BENCH_PAGES ?? 1000);
// Odd, so that the median is one of the measured documents, not the faster of two.
const WARM_FILES = 3;
const versionPath = '/api/v1/api/version';
const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-ingest-'));
const bytes = await textPdf({ pages });
const file = path.join(dir, 'bench.pdf');
writeFileSync(file, bytes);

/**
 * CPU time from /proc (clock ticks of 10 ms): a process's own (all its threads), or with `children`
 * that of the children it has waited for. Less disturbed than wall time when the machine is busy.
 */
function cpuMs(pid: number | 'self', children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const at = children ? 13 : 11; // utime, stime, cutime, cstime: fields 14 to 17
  return (Number(fields[at]) + Number(fields[at + 1])) * 10;
}

let popplerMs: number | undefined;
let popplerCpuMs: number | undefined;
try {
  const t = performance.now();
  const cpu = cpuMs('self', true);
  execFileSync('pdftotext', [file, path.join(dir, 'out.txt')]);
  popplerMs = performance.now() - t;
  popplerCpuMs = cpuMs('self', true) - cpu;
} catch {
  popplerMs = undefined;
}

// The server logs where each ingestion's time went ("document ingested", at info level).
let phases: IngestPhases | undefined;
const server = await startBenchServer(
  { LOG_LEVEL: 'info', ...(process.env.PDF_WORKERS ? { PDF_WORKERS: process.env.PDF_WORKERS } : {}) },
  {
    onLogLine(line) {
      if (phases || !line.includes('"document ingested"')) return; // the first document's
      phases = (JSON.parse(line) as { phases: IngestPhases }).phases;
    },
  },
);
let idle: Awaited<ReturnType<ReturnType<typeof pollVersion>['stop']>>;
let busy: typeof idle;
let ingestMs: number;
let answeredMs: number;
let serverCpuMs: number;
let status: string;
const warmMs: number[] = [];
try {
  const idlePoll = pollVersion(server.url, versionPath);
  await new Promise((r) => setTimeout(r, 3000));
  idle = await idlePoll.stop();

  const poll = pollVersion(server.url, versionPath);
  const cpu = cpuMs(server.child.pid!);
  const started = performance.now();
  const uploaded = await uploadPdf(server, bytes, 'bench.pdf');
  answeredMs = performance.now() - started;
  const t = performance.now();
  status = await waitReady(server, uploaded.body.guid!);
  ingestMs = performance.now() - t;
  serverCpuMs = cpuMs(server.child.pid!) - cpu;
  busy = await poll.stop();
  for (let n = 1; n <= WARM_FILES; n++) {
    const other = await textPdf({ pages, title: `Bench document ${n + 1}` }); // other bytes: not a duplicate
    const { body } = await uploadPdf(server, other, `bench-${n + 1}.pdf`);
    const began = performance.now();
    await waitReady(server, body.guid!);
    warmMs.push(performance.now() - began);
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

const rate = (ms: number) => (pages / ms) * 1000;
const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `${pages}-page generated PDF (${Math.round(bytes.length / 1024)} KB) on ${database}, ${os.availableParallelism()} cores, status ${status}`,
);
const file1000 = `${pages}-page PDF, ${database}`;
emit([
  { group: 'ingestion', metric: `Balancer pages/s (${file1000})`, value: rate(ingestMs), unit: 'pages/s' },
  {
    group: 'ingestion',
    metric: `Balancer pages/s, next ${WARM_FILES} documents, median`,
    value: rate(percentile(warmMs, 50)),
    unit: 'pages/s',
  },
  ...(popplerMs !== undefined
    ? [
        { group: 'ingestion', metric: 'pdftotext pages/s (same file, same run)', value: rate(popplerMs), unit: 'pages/s' },
        { group: 'ingestion', metric: 'Balancer / pdftotext', value: popplerMs / ingestMs, unit: 'x', goal: '>= 0.25' as const },
        {
          group: 'ingestion',
          metric: `Balancer / pdftotext, next ${WARM_FILES} documents (pdf.js threads running), median`,
          value: popplerMs / percentile(warmMs, 50),
          unit: 'x',
          goal: '>= 0.25' as const,
        },
        { group: 'ingestion', metric: 'pdftotext CPU time', value: popplerCpuMs!, unit: 'ms' },
        { group: 'ingestion', metric: 'Balancer CPU time, upload to ready (all threads)', value: serverCpuMs, unit: 'ms' },
        { group: 'ingestion', metric: 'CPU time pdftotext / Balancer', value: popplerCpuMs! / Math.max(serverCpuMs, 1), unit: 'x' },
      ]
    : []),
  { group: 'ingestion', metric: 'upload answered (text check + store)', value: answeredMs, unit: 'ms' },
  ...(phases
    ? [
        { group: 'ingestion', metric: 'phase: reading pages (pdf.js pool, wall)', value: phases.read, unit: 'ms' },
        { group: 'ingestion', metric: 'phase: pdf.js per page, summed over workers', value: phases.pdfjs, unit: 'ms' },
        { group: 'ingestion', metric: 'phase: chunking (main thread)', value: phases.chunk, unit: 'ms' },
        { group: 'ingestion', metric: 'phase: storing pages and passages (database, while reading)', value: phases.store, unit: 'ms' },
        { group: 'ingestion', metric: 'phase: after the last page (last writes, marking ready)', value: phases.finish, unit: 'ms' },
        { group: 'ingestion', metric: 'phase: total in the ingestion job', value: phases.total, unit: 'ms' },
      ]
    : []),
  { group: 'responsiveness', metric: `${versionPath} p99 while ingesting`, value: busy.p99, unit: 'ms', goal: '< 50' },
  { group: 'responsiveness', metric: `${versionPath} worst while ingesting`, value: busy.worst, unit: 'ms' },
  { group: 'responsiveness', metric: `${versionPath} p99 idle (same run)`, value: idle.p99, unit: 'ms' },
  { group: 'responsiveness', metric: 'p99 while ingesting / idle p99', value: busy.p99 / Math.max(idle.p99, 0.1), unit: 'x' },
]);
if (popplerMs === undefined) console.log('pdftotext not found (apt-get install poppler-utils): no ratio');
