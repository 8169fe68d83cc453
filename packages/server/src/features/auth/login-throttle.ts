import type { AttemptCounts } from './login-attempts.repo';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures one address may make against one account: a stranger locks out only themself. */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failures one address may make across accounts (password spraying). */
export const MAX_FAILURES_PER_ADDRESS = 30;
/**
 * Failures against one account from every address before attempts are spaced out: each further
 * failure doubles the wait (2 s, 4 s, 8 s… at most the window), instead of locking the owner out.
 */
export const ACCOUNT_CEILING = 20;

/**
 * Seconds the caller must wait, or null when this attempt may check the password.
 * - From a known device (a browser that signed in to this account): only that device's own failures
 *   count, so nobody else's guesses, from any address, delay the owner there.
 * - Otherwise the pair and address limits apply; the account-wide spacing, which strangers with many
 *   addresses can trigger, is skipped for an address that signed in to this account before.
 */
export function throttleWait(counts: Omit<AttemptCounts, 'id'>, knownDevice: boolean): number | null {
  if (knownDevice) return counts.device > MAX_FAILURES_PER_PAIR ? LOGIN_WINDOW_SECONDS : null;
  if (counts.pair > MAX_FAILURES_PER_PAIR || counts.address > MAX_FAILURES_PER_ADDRESS) return LOGIN_WINDOW_SECONDS;
  if (counts.knownAddress) return null;
  if (counts.account > ACCOUNT_CEILING && counts.sinceLastAccountFailure !== null) {
    const backoff = Math.min(2 ** (counts.account - ACCOUNT_CEILING), LOGIN_WINDOW_SECONDS);
    if (counts.sinceLastAccountFailure < backoff) return Math.ceil(backoff - counts.sinceLastAccountFailure);
  }
  return null;
}

export function waitMessage(seconds: number): string {
  const when = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Try again in ${when}.`;
}
