import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_CHARS, redactUrl, withRedaction } from './logging';

/** A real Fastify logger (pino) with the server's options, writing to memory. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: withRedaction({ level: 'info', stream }, 'info') });
  return { log: app.log, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('keeps a failed query but not its parameters, in the message, the stack or a field', () => {
    const { log, text } = capture();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(someone@example.org) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['someone@example.org', hash],
      cause,
    );
    log.error({ err }, 'unhandled error');
    log.warn({ reason: err.message }, 'job failed');
    const out = text();
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain('23505');
    expect(out).not.toContain('someone@example.org');
    expect(out).not.toContain(hash);
  });

  it('caps long text', () => {
    const { log, text } = capture();
    log.warn({ reason: 'page text '.repeat(5000) }, 'job failed');
    expect(text().length).toBeLessThan(MAX_LOGGED_CHARS + 500);
    expect(text()).toMatch(/more characters/);
  });

  it('drops e-mailed tokens and query values from URLs', () => {
    expect(redactUrl('/password/reset/confirm/MQ/abc-secret')).toBe('/password/reset/confirm/[redacted]');
    expect(redactUrl('/activate/MQ/abc-secret?x=1')).toBe('/activate/[redacted]?x=[redacted]');
    expect(redactUrl('/api/v1/api/search?q=lithium%20toxicity&limit=5')).toBe('/api/v1/api/search?q=[redacted]&limit=[redacted]');
    expect(redactUrl('/api/v1/api/version')).toBe('/api/v1/api/version');
  });
});
