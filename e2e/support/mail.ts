import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eMailDir } from './constants';

/** The captured mails to `to`, oldest first (the sink numbers its files in the order they arrive). */
export const mailsTo = (to: string) =>
  readdirSync(e2eMailDir)
    .filter((f) => f.includes(to))
    .sort();

/** Waits for the newest mail to `to` and returns the first link under `pathPrefix` in it. */
export async function linkFromMail(to: string, pathPrefix: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const latest = mailsTo(to).at(-1);
    if (latest) {
      // Undo quoted-printable soft line breaks and =XX escapes.
      const text = readFileSync(path.join(e2eMailDir, latest), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      const match = new RegExp(`https?://[^\\s"<]+${pathPrefix}/[^\\s"<]+`).exec(text);
      if (match) return match[0];
    }
    if (Date.now() > until) throw new Error(`no mail with ${pathPrefix} to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
