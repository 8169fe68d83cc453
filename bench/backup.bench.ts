/**
 * A backup of a large library (issue 38): uploads ~150 MB of PDFs, then streams a backup to nowhere
 * while /api/health is asked every 20 ms and the server's RSS is sampled every 50 ms. Prints the peak
 * RSS growth during the backup and the RSS after it (vs before), and the worst /api/health answer
 * during the backup against the same poller on the idle server just before (the baseline, in this run).
 * Embedded PGlite only: PostgreSQL deployments back up with pg_dump. BENCH_BACKUP_MB sets the library size.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pollVersion, startBenchServer, uploadPdf, waitReady } from './bench-server';
import { emit } from './report';

const libraryMb = Number(process.env.BENCH_BACKUP_MB ?? 150);
const fileMb = 7.5;
const settle = (ms = 3000) => new Promise<void>((r) => setTimeout(r, ms));

/** One page of text plus an unreferenced binary stream of `megabytes` that does not compress (distinct per seed). */
async function paddedPdf(megabytes: number, seed: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(`Invented paper ${seed} on renal monitoring.`, { x: 40, y: 780, size: 11, font });
  const padding = Buffer.alloc(Math.round((megabytes * 1024 * 1024) / 4) * 4);
  let x = seed * 2654435761 + 1;
  for (let i = 0; i < padding.length; i += 4) padding.writeUInt32LE((x = (Math.imul(x, 1664525) + 1013904223) >>> 0), i);
  doc.context.register(doc.context.stream(padding));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The worst /api/health answer over `work`, with the server's peak RSS sampled meanwhile. */
async function measured(server: Awaited<ReturnType<typeof startBenchServer>>, work: () => Promise<void>) {
  let peak = server.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
  // /api/health asks the database; /api/v2/version does not: a stalled event loop slows both.
  const poll = pollVersion(server.url, '/api/health');
  const loop = pollVersion(server.url, '/api/v2/version');
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, peak, ...(await poll.stop()), version: await loop.stop() };
}

delete process.env.BENCH_DATABASE_URL;
// The server logs how long the database waited for the copy of its files.
let heldMs = NaN;
const server = await startBenchServer(
  { LOG_LEVEL: 'info' },
  {
    onLogLine: (line) => {
      if (line.includes('backup: database files copied')) heldMs = (JSON.parse(line) as { heldMs: number }).heldMs;
    },
  },
);
try {
  const files = Math.max(1, Math.round(libraryMb / fileMb));
  let uploaded = 0;
  // Two at a time: the library is built, not the upload path measured.
  for (let i = 0; i < files; i += 2) {
    const batch = await Promise.all([i, i + 1].filter((n) => n < files).map((n) => paddedPdf(fileMb, n + 1)));
    for (const res of await Promise.all(batch.map((b, j) => uploadPdf(server, b, `library-${i + j}.pdf`)))) {
      if (res.status !== 201 || (await waitReady(server, res.body.guid!)) !== 'ready') throw new Error(`upload ${res.status}`);
    }
    uploaded += batch.reduce((n, b) => n + b.length, 0);
  }
  await settle();
  const before = server.rssMb();
  // The baseline: the same poller on the same idle server, for 5 s.
  const idle = await measured(server, () => settle(5000));

  let archive = 0;
  const backup = await measured(server, async () => {
    const res = await fetch(`${server.url}/api/v2/system/backup`, { method: 'POST', headers: { authorization: `JWT ${server.token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`backup answered ${res.status}`);
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) archive += next.value.length;
  });
  await settle();
  const after = server.rssMb();

  console.log(`library ${(uploaded / 1e6).toFixed(0)} MB in ${files} PDFs; archive ${(archive / 1e6).toFixed(0)} MB`);
  emit([
    { group: 'backup', metric: `library backed up (${files} PDFs)`, value: uploaded / 1e6, unit: 'MB' },
    { group: 'backup', metric: 'archive streamed', value: archive / 1e6, unit: 'MB' },
    { group: 'backup', metric: 'backup took', value: backup.ms, unit: 'ms' },
    { group: 'backup', metric: 'RSS before the backup', value: before, unit: 'MB' },
    { group: 'backup', metric: 'peak RSS growth during the backup', value: backup.peak - before, unit: 'MB', goal: '< 100' },
    { group: 'backup', metric: 'RSS after the backup minus before', value: after - before, unit: 'MB', goal: '< 50' },
    { group: 'backup', metric: '/api/health worst, idle (baseline)', value: idle.worst, unit: 'ms' },
    { group: 'backup', metric: '/api/health worst during the backup', value: backup.worst, unit: 'ms' },
    { group: 'backup', metric: '/api/health p50 during the backup', value: backup.p50, unit: 'ms' },
    { group: 'backup', metric: '/api/health polls during the backup', value: backup.polls, unit: 'polls' },
    { group: 'backup', metric: '/api/health worst, backup / idle', value: backup.worst / Math.max(1, idle.worst), unit: 'x' },
    { group: 'backup', metric: 'database held for the copy of its files', value: heldMs, unit: 'ms' },
    { group: 'backup', metric: '/api/v2/version worst, idle (baseline)', value: idle.version.worst, unit: 'ms' },
    { group: 'backup', metric: '/api/v2/version worst during the backup', value: backup.version.worst, unit: 'ms' },
  ]);
} finally {
  await server.stop();
}
