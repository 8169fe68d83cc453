import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.repo';

export type MailTransport = { kind: 'smtp' | 'log'; deliver(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set. Without it, mail is written to the log (and stays in the outbox table) so
 * that a single-machine install can still activate accounts and reset passwords.
 */
export function createMailTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Where a mail is shown readably without SMTP: the console under `npm start` (issue 30), nowhere in tests. */
  print?: (text: string) => void;
}): MailTransport {
  if (opts.smtpUrl) {
    // Bounded waits: a silent SMTP server fails the attempt (and the job retries) instead of hanging it.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async deliver(mail) {
        const info = await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        opts.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'log',
    async deliver(mail) {
      opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail written to the outbox (SMTP_URL is not set)');
      opts.print?.(readableMail(mail));
    },
    close: () => undefined,
  };
}

/** A mail as a person reads it on the console: who, what, and the body with its link on a line of its own. */
export function readableMail(mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>, at?: Date): string {
  const rule = '-'.repeat(72);
  const when = at ? `Date:    ${at.toISOString()}\n` : '';
  const body = mail.text.replace(/^/gm, '  ');
  return `\n${rule}\nMail (not sent: SMTP_URL is not set)\nTo:      ${mail.to}\nSubject: ${mail.subject}\n${when}\n${body}\n${rule}\n\n`;
}
