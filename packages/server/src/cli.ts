/**
 * Administrative commands.
 *   npm run create-superuser -- --email someone@example.org
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal.
 *   npm run mail:outbox
 * Lists the mail the outbox still holds, newest first (without SMTP_URL, every mail: activation and reset links).
 *   npm run backup [-- --out backups]
 *   npm run restore -- <backup.tar.gz> <new data directory>
 * A consistent copy of the embedded database and its documents, and its restore (docs/adr/0037).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { passwordProblems } from './features/auth/password-policy';
import { hashPassword } from './features/auth/passwords';
import { createUsersRepo } from './features/auth/users.repo';
import { createMailRepo } from './platform/mail/mail.repo';
import { readableMail } from './platform/mail/mailer';
import { backupCommand, restoreCommand } from './features/backup/backup-cli';
import { runningServer } from './start/run-file';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, out: { type: 'string' } } });

async function createSuperuser() {
  const email = z.email().safeParse(values.email);
  if (!email.success) throw new Error('--email must be a valid e-mail address');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new superuser: ');
    rl.close();
  }
  const problems = passwordProblems(password, email.data);
  if (problems.length) throw new Error(problems.join(' '));

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const users = createUsersRepo(database.db);
    const existing = await users.findByEmail(email.data);
    const passwordHash = await hashPassword(password);
    if (existing) {
      await users.makeSuperuser(existing.id);
      await users.setPassword(existing.id, passwordHash);
      console.log(`${email.data} is now an active superuser with the new password.`);
    } else {
      await users.create({ email: email.data, firstName: '', lastName: '', passwordHash, isActive: true, isSuperuser: true });
      console.log(`Created superuser ${email.data}.`);
    }
  } finally {
    await database.close();
  }
}

/** The embedded database belongs to one process: while the server runs, its console shows each mail instead. */
async function refuseWhileServing(config: ReturnType<typeof loadConfig>) {
  if (config.database.kind !== 'pglite') return;
  const server = await runningServer(config.database.dataDir);
  if (server)
    throw new Error(`the server at ${server.url} is running on this data directory: read the mails on its console, or stop it first.`);
}

const OUTBOX_SHOWN = 200;

async function mailOutbox() {
  const config = loadConfig();
  await refuseWhileServing(config);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const { mails, total } = await createMailRepo(database.db).newest(OUTBOX_SHOWN);
    if (!mails.length) console.log('The outbox is empty.');
    else console.log(`${total} mail${total === 1 ? '' : 's'} in the outbox, newest first.`);
    for (const mail of mails) process.stdout.write(readableMail(mail, mail.createdAt));
    if (total > mails.length) console.log(`…and ${total - mails.length} older mails not shown.`);
  } finally {
    await database.close();
  }
}

const commands: Record<string, () => Promise<void>> = {
  'create-superuser': createSuperuser,
  'mail-outbox': mailOutbox,
  backup: () => backupCommand(loadConfig(), values.out),
  restore: () => restoreCommand(positionals[1], positionals[2]),
};
const command = commands[positionals[0] ?? ''];
if (!command) {
  console.error(`Usage: cli <${Object.keys(commands).join('|')}> [--email address]`);
  process.exit(2);
}
try {
  await command();
} catch (err) {
  console.error(`Error: ${(err as Error).message}`);
  process.exit(1);
}
