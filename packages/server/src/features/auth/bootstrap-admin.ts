import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblems } from './password-policy';
import { hashPassword } from './passwords';
import type { UsersRepo } from './users.repo';

export const GENERATED_ADMIN_EMAIL = 'admin@balancer.local';

/**
 * What the start block says of the admin: created now (with the password when it was generated), or
 * the ADMIN_EMAIL account as it is (left alone whatever its state), or nothing to say.
 */
export type AdminStatus =
  | { kind: 'created'; email: string; password: string | null }
  | { kind: 'configured'; email: string; state: 'superuser' | 'deactivated' | 'demoted' | 'missing' }
  | { kind: 'none' };

/** No look-alikes (O/0, l/1/I): the password is read off a terminal and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function generatedPassword(length = 24): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * The first superuser (no default credentials), created once, on an empty database: from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or with a random password shown once. Later starts change no account
 * (a superuser may have deactivated, demoted or re-addressed it since) and only report on ADMIN_EMAIL's;
 * one indexed lookup, no hashing.
 */
export async function ensureSuperuser(
  users: UsersRepo,
  admin: { email: string | undefined; password: string | undefined },
  log: FastifyBaseLogger,
  onCreated: (admin: { email: string; password: string }) => void = printOnce,
): Promise<AdminStatus> {
  if (await users.any()) return reportOn(users, admin.email, log);
  if (admin.email && admin.password) {
    // The same policy as every account: a weak ADMIN_PASSWORD stops the server with the reasons.
    const problems = passwordProblems(admin.password, admin.email);
    if (problems.length) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${problems.join(' ')}`);
    await create(users, admin.email, admin.password);
    log.info({ email: admin.email }, 'created the first superuser from ADMIN_EMAIL');
    return { kind: 'created', email: admin.email, password: null };
  }
  const email = admin.email ?? GENERATED_ADMIN_EMAIL;
  const password = generatedPassword();
  await create(users, email, password);
  onCreated({ email, password });
  log.warn({ email }, 'created the first superuser with a random password (printed once, never logged)');
  return { kind: 'created', email, password };
}

async function reportOn(users: UsersRepo, email: string | undefined, log: FastifyBaseLogger): Promise<AdminStatus> {
  if (!email) return { kind: 'none' };
  const row = await users.findByEmail(email);
  const state = !row ? 'missing' : !row.isActive ? 'deactivated' : !row.isSuperuser ? 'demoted' : 'superuser';
  if (state !== 'superuser')
    log.warn({ email, state }, 'ADMIN_EMAIL is not an active superuser; left as it is (only a superuser changes it)');
  return { kind: 'configured', email, state };
}

/** Without a start banner (main.ts shows one), the password goes to stderr, once. */
const printOnce = ({ email, password }: { email: string; password: string }) =>
  process.stderr.write(
    `\n  A superuser was created because none existed:\n    e-mail:   ${email}\n    password: ${password}\n` +
      '  This password is shown only now. Change it after signing in, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n\n',
  );

async function create(users: UsersRepo, email: string, password: string): Promise<void> {
  await users.create({ email, firstName: '', lastName: '', passwordHash: await hashPassword(password), isActive: true, isSuperuser: true });
}
