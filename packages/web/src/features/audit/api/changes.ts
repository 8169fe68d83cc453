/** One field that differs between an entry's before and after. */
export type Change = { field: string; before: string; after: string };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const show = (v: unknown): string => {
  if (v === undefined || v === null) return '—';
  if (typeof v !== 'string') return JSON.stringify(v);
  // Instants read as dates; everything else exactly as recorded.
  return ISO_TIME.test(v) ? new Date(v).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC' : v;
};

/**
 * The fields an admin write changed, for reading at a glance. A creation (no before) lists what was
 * written, a deletion (no after) what was removed; values that are objects are shown as JSON.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { value: v };
