/**
 * Decompression bombs: PDFs of a few MB whose page content inflates to 1 GB and 3 GB, uploaded
 * while /api/v2/version is asked every 20 ms. Prints the answer, how long the refusal took,
 * the /version p50 and worst latency, and the server's RSS before, at its peak and 3 s after.
 */
import { bombPdf } from '../packages/server/test/pdf-fixtures';
import { pollVersion, startBenchServer, uploadPdf } from './bench-server';

const server = await startBenchServer();
const rows: Record<string, unknown> = {};
try {
  for (const inflatedMb of [1000, 3000]) {
    const bytes = await bombPdf(inflatedMb);
    const rssBefore = server.rssMb();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
    const poll = pollVersion(server.url);
    const started = performance.now();
    const res = await uploadPdf(server, bytes, 'bomb.pdf');
    const ms = Math.round(performance.now() - started);
    const { p50, worst } = await poll.stop();
    await new Promise((r) => setTimeout(r, 3000));
    clearInterval(sampler);
    rows[`${(bytes.length / 1048576).toFixed(1)} MB inflating to ${inflatedMb / 1000} GB`] = {
      answer: `${res.status} ${res.body.code ?? ''}`,
      'refused after (ms)': ms,
      '/version p50 (ms)': p50,
      '/version worst (ms)': worst,
      'RSS before (MB)': rssBefore,
      'RSS peak (MB)': peak,
      'RSS 3 s after (MB)': server.rssMb(),
    };
  }
} finally {
  await server.stop();
}
console.log(
  `decompression bombs on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; /version asked every 20 ms during each upload`,
);
console.table(rows);
