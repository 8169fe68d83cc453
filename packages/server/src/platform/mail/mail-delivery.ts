import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler } from '../jobs/job-runner';
import type { MailRepo } from './mail.repo';
import type { MailTransport } from './mailer';

/** Backoff between delivery attempts: base, 4×base, 16×base… capped at an hour. */
export const mailRetryDelay = (baseSeconds: number) => (attempt: number) => Math.min(baseSeconds * 4 ** Math.max(attempt - 1, 0), 3600);

/** The job that hands one outbox message to the transport. */
export function createMailDelivery(opts: {
  repo: MailRepo;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): JobHandler<{ mailId: number }> {
  return {
    async run(job) {
      const { mailId } = job.payload;
      const mail = await opts.repo.find(mailId);
      if (!mail || mail.sentAt) return;
      await opts.transport.deliver({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      // Over SMTP the row goes (its links carry live tokens); without SMTP it is the record to read them from.
      if (opts.transport.kind === 'smtp') await opts.repo.remove(mailId);
      else await opts.repo.markSent(mailId);
    },
    async onFailed(job, reason) {
      opts.log.error({ jobId: job.id, reason }, 'mail could not be delivered after every retry');
    },
  };
}
