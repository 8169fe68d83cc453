/**
 * RFC 4180 CSV for exports opened in spreadsheets. A cell starting with = + - @ (or a tab or carriage
 * return) would be read as a formula by Excel, LibreOffice and Sheets, so it gets a leading apostrophe:
 * a feedback message cannot make an administrator's spreadsheet run anything.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const line = (cells: readonly (string | number | null | undefined)[]) => cells.map(csvCell).join(',');
  // CRLF per RFC 4180; a byte-order mark so Excel reads UTF-8 names correctly.
  return '\uFEFF' + [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A download file name with today's date, e.g. balancer-feedback-2026-11-23.csv. */
export const csvFileName = (what: string, now = new Date()) => `balancer-${what}-${now.toISOString().slice(0, 10)}.csv`;
