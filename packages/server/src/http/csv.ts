/**
 * RFC 4180 CSV for exports opened in spreadsheets. A cell starting with = + - @ (or a tab or carriage
 * return) would be read as a formula by Excel, LibreOffice and Sheets, so it gets a leading apostrophe:
 * a feedback message cannot make an administrator's spreadsheet run anything. Spreadsheets also fold
 * full-width and small forms (＝ ﹦ ＋ ＠ …) and the minus sign into formulas, and skip leading spaces and
 * invisible characters, so the start is compared after NFKC and after those.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const line = (cells: readonly (string | number | null | undefined)[]) => cells.map(csvCell).join(',');
  // CRLF per RFC 4180; a byte-order mark so Excel reads UTF-8 names correctly.
  return '\uFEFF' + [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (startsFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// Whitespace, zero-width and bidirectional marks a spreadsheet may skip before the formula sign.
const INVISIBLE_LEAD = /^[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]*/u;
const FORMULA_SIGN = /^[=+\-@\u2212]/u;

function startsFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  const rest = text.replace(INVISIBLE_LEAD, '');
  // NFKC folds ＝ (U+FF1D), ﹦ (U+FE66), ＋, ﹢, －, ﹣, ＠ and ﹫ to their ASCII signs; U+2212 (minus) stays itself.
  return FORMULA_SIGN.test(rest.slice(0, 2).normalize('NFKC'));
}

/** A download file name with today's date, e.g. balancer-feedback-2026-11-23.csv. */
export const csvFileName = (what: string, now = new Date()) => `balancer-${what}-${now.toISOString().slice(0, 10)}.csv`;
