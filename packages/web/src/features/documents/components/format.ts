/** docs/product.md#limits: dates en-US in UTC; the upload date as a short date plus a medium time. */
const uploadFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const format = (f: Intl.DateTimeFormat, value: string | null | undefined, suffix = ''): string => {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : `${f.format(d)}${suffix}`;
};

export const formatUploadDate = (iso: string): string => format(uploadFormat, iso, ' UTC');
/** A publication date (YYYY-MM-DD) read as that calendar day in UTC, so no time zone moves it. */
export const formatPublicationDate = (day: string | null): string => format(dayFormat, day);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
