import type { AdminStatus } from '../features/auth/bootstrap-admin';
import { Writable } from 'node:stream';

/** What the block says of each state of the ADMIN_EMAIL account (never changed by a start). */
const CONFIGURED: Record<Extract<AdminStatus, { kind: 'configured' }>['state'], string> = {
  superuser: '',
  deactivated: '               (deactivated by a superuser: a start does not reactivate it; only a superuser can)',
  demoted: '               (no longer a superuser: a start does not promote it; only a superuser can)',
  missing: '               (no such account: the first superuser is created only on an empty database; see npm run create-superuser)',
};

/**
 * The block a newcomer reads after `npm start` (issue 30): where to open Balancer, the admin account
 * (its one-time password when one was just generated), and where mail goes. JSON logs follow it.
 */
export function startBanner(opts: { url: string; host: string; admin: AdminStatus; smtp: boolean }): string {
  const lines = ['', '  Balancer is running.', `    Open:      ${opts.url}`];
  const { admin } = opts;
  if (admin.kind === 'created') {
    lines.push(`    Admin:     ${admin.email} (created now)`);
    if (admin.password)
      lines.push(`    Password:  ${admin.password}`, '               (shown only now: sign in, then change it on the Account page)');
    else lines.push('    Password:  ADMIN_PASSWORD (used this once: later starts leave the account alone)');
  } else if (admin.kind === 'configured') {
    lines.push(`    Admin:     ${admin.email} (ADMIN_EMAIL)`);
    if (CONFIGURED[admin.state]) lines.push(CONFIGURED[admin.state]);
  } else {
    lines.push('    Admin:     the superusers listed on the Users page');
  }
  lines.push(
    opts.smtp
      ? '    Mail:      sent through SMTP_URL'
      : '    Mail:      no SMTP_URL, so mails are printed here; `npm run mail:outbox` lists those not delivered',
  );
  if (opts.host === '0.0.0.0' || opts.host === '::') lines.push(`    Listening on every network interface (HOST=${opts.host}).`);
  lines.push('  Logs (JSON) follow.', '', '');
  return lines.join('\n');
}

/**
 * A log stream that holds its lines until `release()`, so that start-up logs come after the banner
 * instead of burying it; `release()` also runs if the start fails, so no error is lost.
 */
export function heldLogStream(out: NodeJS.WritableStream) {
  let held: string[] | null = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      if (held) held.push(String(chunk));
      else out.write(chunk);
      done();
    },
  });
  return {
    stream,
    release() {
      for (const line of held ?? []) out.write(line);
      held = null;
    },
  };
}
