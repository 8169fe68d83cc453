import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/errors';
import { createLoginAttemptsRepo } from './login-attempts.repo';
import { LOGIN_WINDOW_SECONDS, throttleWait, waitMessage } from './login-throttle';
import { verifyPassword } from './passwords';
import type { UserRow } from './users.repo';

/**
 * The current password asked by the address and password changes, counted with sign-in failures
 * (same table, same limits): a stolen access token is not a password oracle, and the guesses made
 * here also delay sign-in guesses for the account from that address, and the other way round.
 */
export async function checkCurrentPassword(db: Db, user: UserRow, password: string, ip: string): Promise<void> {
  const attempts = createLoginAttemptsRepo(db);
  const attempt = await attempts.begin({ email: user.email, ip, device: null }, LOGIN_WINDOW_SECONDS);
  const wait = throttleWait(attempt, false);
  if (wait !== null) {
    await attempts.forget(attempt.id);
    throw new AppError(429, 'too_many_attempts', waitMessage(wait));
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('currentPassword: Invalid password.', { currentPassword: ['Invalid password.'] });
  }
  // A right password is not a failure; it is not a sign-in either (the address is not made "known").
  await attempts.forget(attempt.id);
}
