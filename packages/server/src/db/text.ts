/**
 * Text a PostgreSQL text column can hold. PDF fonts can map characters to U+0000, which PostgreSQL
 * refuses (and a refused insert whose error quotes the text fails again when the error is recorded);
 * lone surrogates have no UTF-8 form. Other control characters except tab and newlines become spaces.
 */
export function storableText(text: string): string {
  return (
    text
      .replace(/\p{Cs}/gu, '\uFFFD')
      .replaceAll('\u0000', '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
  );
}
