import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; text: string };

/** A real SMTP server on a random local port that keeps every message it receives. */
export async function startSmtpSink(onMessage?: (mail: CapturedMail) => void, port = 0) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: unfoldQuotedPrintable(raw) };
        messages.push(mail);
        onMessage?.(mail);
        waiters.splice(0).forEach((w) => w());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    /** Waits for the next message to `to`, received after `after` messages. */
    async next(to: string, after = 0): Promise<CapturedMail> {
      for (let i = 0; i < 100; i++) {
        const found = messages.slice(after).find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** mailparser does not install from this registry; quoted-printable soft breaks and =XX are enough here. */
function unfoldQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function linkIn(mail: CapturedMail, pathPrefix: string): { uid: string; token: string; url: string } {
  const match = new RegExp(`(https?://[^\\s"<]+${pathPrefix}/([^/\\s"<]+)/([^/\\s"<]+))`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return { url: match[1]!, uid: match[2]!, token: match[3]! };
}
