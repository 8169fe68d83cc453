import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailRepo, OutgoingMail } from './mail.repo';

export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set. Without it, mail is written to the log and to the outbox table so that
 * a single-machine install can still activate accounts and reset passwords.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; repo: MailRepo; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await opts.repo.store(mail);
      opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}
