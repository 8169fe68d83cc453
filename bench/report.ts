/**
 * The benches' one output format: rows of {group, metric, value, unit, goal, met}. Each bench calls
 * `emit(rows)`, which prints them; under `npm run bench` (bench/run.ts) they are also appended, one
 * JSON object a line, to the file named by BENCH_ROWS_FILE, so the runner can print one table and keep
 * it under bench/results/ for comparing two commits.
 */
import { appendFileSync } from 'node:fs';

/** The table's groups, in the order the runner prints them; a bench may add its own after these. */
export const groups = ['start', 'memory', 'suggester', 'ingestion', 'responsiveness', 'search'] as const;

/** A goal is a comparison and a number in the row's unit: '< 3000', '>= 0.8'. */
export type Goal = `${'<' | '<=' | '>' | '>='} ${number}`;

export type BenchRow = {
  group: (typeof groups)[number] | (string & {});
  metric: string;
  value: number;
  unit: string;
  goal?: Goal;
  /** Filled in from the goal by `emit`. */
  met?: boolean;
  /** The bench file that emitted it; filled in by the runner. */
  bench?: string;
};

export function meets(value: number, goal: Goal): boolean {
  const [op, bound] = goal.split(' ') as [string, string];
  const b = Number(bound);
  return op === '<' ? value < b : op === '<=' ? value <= b : op === '>' ? value > b : value >= b;
}

/** Rounds to what a reader compares: whole numbers from 100 up, two significant decimals below. */
export function round(value: number): number {
  if (Math.abs(value) >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}

export function emit(rows: BenchRow[]): BenchRow[] {
  const done = rows.map((r) => ({ ...r, value: round(r.value), ...(r.goal ? { met: meets(r.value, r.goal) } : {}) }));
  console.table(
    Object.fromEntries(
      done.map((r) => [
        `${r.group}: ${r.metric}`,
        { value: r.value, unit: r.unit, goal: r.goal ?? '', met: r.goal ? (r.met ? 'yes' : 'NO') : '' },
      ]),
    ),
  );
  const file = process.env.BENCH_ROWS_FILE;
  if (file) appendFileSync(file, done.map((r) => JSON.stringify(r) + '\n').join(''));
  return done;
}

/** Value at a percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
