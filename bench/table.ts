/** Plain-text tables for the bench runner and the comparison (console.table cannot group or align units). */
import type { BenchRow } from './report';

export function textTable(header: string[], body: string[][], rightAligned: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.includes(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function formatTable(rows: BenchRow[]): string {
  return textTable(
    ['group', 'metric', 'value', 'unit', 'goal', 'met'],
    rows.map((r) => [r.group, r.metric, String(r.value), r.unit, r.goal ?? '', r.goal ? (r.met ? 'yes' : 'NO') : '']),
    [2],
  );
}
