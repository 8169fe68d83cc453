/**
 * A Content-Disposition value for any file name (RFC 6266): `filename=` carries an ASCII fallback
 * (accents dropped, everything else outside printable ASCII replaced), `filename*` the real name in
 * UTF-8 (RFC 5987). HTTP header values cannot carry characters outside Latin-1 at all.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback || 'document.pdf'}"; filename*=UTF-8''${encoded}`;
}
