/**
 * Resident memory of the server as `npm start` runs it, on embedded PGlite: idle after start, after
 * 1,000 suggestions over varied inputs, and after ingesting a generated 300-page PDF. The server is
 * a child process, so the figures are its own and not the bench's. docs/adr/0017 says what they are made of.
 */
import { moodStateSchema } from '@balancer/domain';
import { textPdf } from '../packages/server/test/pdf-fixtures';
import { startBenchServer, uploadPdf, waitReady } from './bench-server';
import { emit } from './report';

const suggestions = Number(process.env.BENCH_SUGGESTIONS ?? 1000);
const pages = Number(process.env.BENCH_PAGES ?? 300);
const settleMs = 3000;
const settle = () => new Promise((r) => setTimeout(r, settleMs));

// The figures are those of the embedded install (the goal is on PGlite), even when `npm run bench`
// runs the others on PostgreSQL.
delete process.env.BENCH_DATABASE_URL;
const server = await startBenchServer();
try {
  await settle();
  const idle = server.rssMb();

  const states = moodStateSchema.options;
  const priors = [[], ['Depakote'], ['Seroquel', 'lithium'], ['lamotrigine']];
  for (let i = 0; i < suggestions; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, j) => {
        const n = i + j;
        const res = await fetch(`${server.url}/api/v2/recommendations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            state: states[n % states.length],
            kidneyHistory: n % 2 === 0,
            suicideHistory: n % 3 === 0,
            anyPregnancy: n % 5 === 0,
            priorMedications: priors[n % priors.length],
          }),
        });
        if (res.status !== 200) throw new Error(`suggestion answered ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  await settle();
  const afterSuggestions = server.rssMb();

  const pdf = await textPdf({ pages });
  const uploaded = await uploadPdf(server, pdf, 'memory-bench.pdf');
  const status = await waitReady(server, uploaded.body.guid!);
  if (status !== 'ready') throw new Error(`ingestion ended ${status}`);
  await settle();
  const afterIngest = server.rssMb();

  emit([
    { group: 'memory', metric: 'idle RSS after start (PGlite)', value: idle, unit: 'MB', goal: '< 400' },
    { group: 'memory', metric: `RSS after ${suggestions} suggestions`, value: afterSuggestions, unit: 'MB' },
    { group: 'memory', metric: `RSS after ingesting a ${pages}-page PDF`, value: afterIngest, unit: 'MB' },
  ]);
} finally {
  await server.stop();
}
