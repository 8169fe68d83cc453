/**
 * `npm run bench [-- name ...]`: runs every bench (or those whose file name contains one of the
 * names), each in its own child process so one's memory and JIT state cannot colour another's, then
 * prints one table of what they emitted (bench/report.ts) and writes it to
 * bench/results/<date>-<commit>.json. `npm run bench:compare -- a.json b.json` puts two side by side.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { groups, type BenchRow } from './report';
import { formatTable } from './table';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** Benches that fill the table's groups first, in the table's order; any other *.bench.ts after them. */
const preferred = ['cold-start', 'memory', 'recommend', 'ingest', 'responsiveness', 'document-bytes', 'search'];
const rank = (f: string) => {
  const i = preferred.findIndex((p) => f === `${p}.bench.ts`);
  return i === -1 ? preferred.length : i;
};
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const scratch = mkdtempSync(path.join(os.tmpdir(), 'balancer-bench-rows-'));
const rows: BenchRow[] = [];
const failed: string[] = [];
const started = Date.now();
for (const file of files) {
  const rowsFile = path.join(scratch, `${file}.jsonl`);
  writeFileSync(rowsFile, '');
  console.log(`\n=== ${file}`);
  const t = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], {
      cwd: root,
      env: { ...process.env, BENCH_ROWS_FILE: rowsFile },
      stdio: 'inherit',
    });
    child.once('exit', (c) => resolve(c));
  });
  console.log(`=== ${file}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  if (code !== 0) failed.push(file);
  const text = readFileSync(rowsFile, 'utf8');
  for (const line of text.split('\n')) if (line.trim()) rows.push({ ...(JSON.parse(line) as BenchRow), bench: file });
}
rmSync(scratch, { recursive: true, force: true });

const order = (g: string) => {
  const i = (groups as readonly string[]).indexOf(g);
  return i === -1 ? groups.length : i;
};
rows.sort((a, b) => order(a.group) - order(b.group) || a.group.localeCompare(b.group));

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const commit = git('rev-parse', '--short=10', 'HEAD') || 'unknown';
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const date = new Date().toISOString();
const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '',
  loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
};

console.log(`\nBalancer bench, commit ${commit}${dirty ? ' (uncommitted changes)' : ''}, ${date}`);
console.log(`Node ${machine.node}, ${machine.cpus} cores, load average at the end ${machine.loadavg.join(' ')}`);
console.log(formatTable(rows));
if (failed.length) console.log(`\nFailed: ${failed.join(', ')}`);

const results = path.join(here, 'results');
mkdirSync(results, { recursive: true });
const out = path.join(results, `${date.slice(0, 10)}-${commit}${dirty ? '-dirty' : ''}.json`);
writeFileSync(
  out,
  JSON.stringify(
    { commit, dirty, date, seconds: Math.round((Date.now() - started) / 1000), machine, benches: files, failed, rows },
    null,
    2,
  ) + '\n',
);
console.log(`\nWritten to ${path.relative(root, out)}`);
process.exitCode = failed.length ? 1 : 0;
