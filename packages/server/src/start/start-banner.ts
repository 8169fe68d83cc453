import { Writable } from 'node:stream';

/** The first superuser created with a random password: shown once, in the banner. */
export type GeneratedAdmin = { email: string; password: string };

/**
 * The block a newcomer reads after `npm start` (issue 30): where to open Balancer, the admin account
 * (its one-time password when one was just generated), and where mail goes. JSON logs follow it.
 */
export function startBanner(opts: {
  url: string;
  host: string;
  admin: GeneratedAdmin | null;
  adminEmail: string | undefined;
  smtp: boolean;
}): string {
  const lines = ['', '  Balancer is running.', `    Open:      ${opts.url}`];
  if (opts.admin) {
    lines.push(
      `    Admin:     ${opts.admin.email}`,
      `    Password:  ${opts.admin.password}`,
      '               (shown only now: sign in, then change it on the Account page)',
    );
  } else {
    lines.push(`    Admin:     ${opts.adminEmail ?? 'the superuser you created (npm run create-superuser)'}`);
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
