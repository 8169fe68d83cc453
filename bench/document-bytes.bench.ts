/**
 * Document bytes and the event loop: uploads a ~49 MB PDF, then 20 concurrent ~2 MB PDFs, then
 * downloads the large one 5 times at once, while /api/v2/version is asked every 20 ms. Prints
 * per phase the /version p50 and worst latency (an event-loop stall shows as a slow answer) and the
 * server's RSS before and after. Embedded PGlite by default; BENCH_DATABASE_URL for PostgreSQL.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pollVersion, startBenchServer, uploadPdf, waitReady, type BenchServer } from './bench-server';

/** One page of text plus an unreferenced binary stream of `megabytes` (distinct per seed). */
async function paddedPdf(megabytes: number, seed: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage([595, 842])
    .drawText(`Invented paper ${seed} on renal monitoring during lithium maintenance.`, { x: 40, y: 780, size: 11, font });
  const padding = Buffer.alloc(Math.round((megabytes * 1024 * 1024) / 4) * 4);
  let x = seed * 2654435761 + 1;
  for (let i = 0; i < padding.length; i += 4) padding.writeUInt32LE((x = (Math.imul(x, 1664525) + 1013904223) >>> 0), i);
  doc.context.register(doc.context.stream(padding));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

async function phase(server: BenchServer, label: string, work: () => Promise<string>) {
  const rssBefore = server.rssMb();
  const poll = pollVersion(server.url);
  const started = performance.now();
  const note = await work();
  const ms = Math.round(performance.now() - started);
  const { polls, p50, worst } = await poll.stop();
  return [
    label,
    {
      'took (ms)': ms,
      '/version polls': polls,
      '/version p50 (ms)': p50,
      '/version worst (ms)': worst,
      'RSS before (MB)': rssBefore,
      'RSS after (MB)': server.rssMb(),
      note,
    },
  ] as const;
}

const large = await paddedPdf(48.5, 0);
const small = await Promise.all(Array.from({ length: 20 }, (_, i) => paddedPdf(2.2, i + 1)));
const server = await startBenchServer();
const rows = [];
try {
  rows.push(await phase(server, 'idle (2 s)', async () => (await new Promise((r) => setTimeout(r, 2000)), '')));
  let guid = '';
  rows.push(
    await phase(server, `upload ${(large.length / 1048576).toFixed(1)} MB`, async () => {
      const res = await uploadPdf(server, large, 'large.pdf');
      guid = res.body.guid!;
      return `HTTP ${res.status}, ingestion ${await waitReady(server, guid)}`;
    }),
  );
  rows.push(
    await phase(server, '20 concurrent uploads of 2.2 MB', async () => {
      const results = await Promise.all(small.map((b, i) => uploadPdf(server, b, `small-${i}.pdf`)));
      const statuses = await Promise.all(results.map((r) => waitReady(server, r.body.guid!)));
      return `HTTP ${[...new Set(results.map((r) => r.status))].join('/')}, ${statuses.filter((s) => s === 'ready').length} ready`;
    }),
  );
  rows.push(
    await phase(server, '5 concurrent downloads of the large file', async () => {
      const sizes = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const res = await fetch(`${server.url}/api/v2/documents/${guid}`, { headers: { authorization: `JWT ${server.token}` } });
          return (await res.arrayBuffer()).byteLength;
        }),
      );
      return sizes.every((s) => s === large.length) ? '5 x complete' : `sizes ${sizes.join(', ')}`;
    }),
  );
} finally {
  await server.stop();
}
console.log(
  `document bytes on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; /version asked every 20 ms during each phase`,
);
console.table(Object.fromEntries(rows));
