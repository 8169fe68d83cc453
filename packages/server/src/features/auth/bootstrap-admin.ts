import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblems } from './password-policy';
import { hashPassword } from './passwords';
import type { UsersRepo } from './users.repo';

export const GENERATED_ADMIN_EMAIL = 'admin@balancer.local';

/**
 * The first superuser (no default credentials): ADMIN_EMAIL/ADMIN_PASSWORD when given; on a database
 * without any superuser and without them, one with a random password that is printed once.
 */
export async function ensureSuperuser(
  users: UsersRepo,
  admin: { email: string | undefined; password: string | undefined },
  log: FastifyBaseLogger,
  onCreated: (admin: { email: string; password: string }) => void = printOnce,
): Promise<void> {
  if (admin.email && admin.password) {
    // The same policy as every account: a weak ADMIN_PASSWORD stops the server with the reasons.
    const problems = passwordProblems(admin.password, admin.email);
    if (problems.length) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${problems.join(' ')}`);
    await createOrPromote(users, admin.email, admin.password);
    log.info({ email: admin.email }, 'superuser from ADMIN_EMAIL is ready');
    return;
  }
  if ((await users.countSuperusers()) > 0) return;
  const email = admin.email ?? GENERATED_ADMIN_EMAIL;
  const password = randomBytes(18).toString('base64url');
  await createOrPromote(users, email, password);
  onCreated({ email, password });
  log.warn({ email }, 'created the first superuser with a random password (printed once, never logged)');
}

/** Without a start banner (main.ts shows one), the password goes to stderr, once. */
const printOnce = ({ email, password }: { email: string; password: string }) =>
  process.stderr.write(
    `\n  A superuser was created because none existed:\n    e-mail:   ${email}\n    password: ${password}\n` +
      '  This password is shown only now. Change it after signing in, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n\n',
  );

/** An existing account keeps its password (it may have been changed since); it is only promoted. */
async function createOrPromote(users: UsersRepo, email: string, password: string): Promise<void> {
  const existing = await users.findByEmail(email);
  if (existing) return users.makeSuperuser(existing.id);
  await users.create({ email, firstName: '', lastName: '', passwordHash: await hashPassword(password), isActive: true, isSuperuser: true });
}
