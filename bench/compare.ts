/**
 * `npm run bench:compare -- before.json after.json`: the rows of two bench results side by side,
 * matched by group and metric, with after / before. The machine's load is printed for both, since a
 * ratio between runs on a busy machine says less than a ratio inside one run.
 */
import { readFileSync } from 'node:fs';
import type { BenchRow } from './report';
import { textTable } from './table';

type Result = { commit: string; date: string; machine: { loadavg: number[] }; rows: BenchRow[] };
const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: npm run bench:compare -- <before.json> <after.json>');
  process.exit(2);
}
const [before, after] = [a, b].map((f) => JSON.parse(readFileSync(f, 'utf8')) as Result) as [Result, Result];
const key = (r: BenchRow) => `${r.group}\u0000${r.metric}`;
const beforeRows = new Map(before.rows.map((r) => [key(r), r]));
const afterRows = new Map(after.rows.map((r) => [key(r), r]));
const keys = [...new Set([...beforeRows.keys(), ...afterRows.keys()])];
const cell = (r?: BenchRow) => (r ? `${r.value} ${r.unit}` : '');
for (const [label, r] of [
  ['before', before],
  ['after', after],
] as const)
  console.log(`${label}: ${r.commit} ${r.date} (load ${r.machine.loadavg.join(' ')})`);
console.log(
  textTable(
    ['group', 'metric', 'before', 'after', 'after/before', 'goal', 'met'],
    keys.map((k) => {
      const x = beforeRows.get(k);
      const y = afterRows.get(k);
      const ratio = x && y && x.value !== 0 ? (y.value / x.value).toFixed(2) : '';
      const any = (y ?? x)!;
      return [any.group, any.metric, cell(x), cell(y), ratio, y?.goal ?? '', y?.goal ? (y.met ? 'yes' : 'NO') : ''];
    }),
    [2, 3, 4],
  ),
);
