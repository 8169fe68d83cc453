import { describe, expect, it } from 'vitest';
import { ACCOUNT_CEILING, LOGIN_WINDOW_SECONDS, throttleWait, waitMessage } from './login-throttle';

const calm = { pair: 1, account: 1, device: 0, address: 1, sinceLastAccountFailure: null, knownAddress: false };

describe('throttleWait', () => {
  it('lets the fifth failure of a pair through and stops the sixth for the window', () => {
    expect(throttleWait({ ...calm, pair: 5, account: 5 }, false)).toBeNull();
    expect(throttleWait({ ...calm, pair: 6, account: 6 }, false)).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('stops an address spraying many accounts', () => {
    expect(throttleWait({ ...calm, address: 31 }, false)).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('spaces out attempts on an account attacked from many addresses, doubling the wait', () => {
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING, sinceLastAccountFailure: 0 }, false)).toBeNull();
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 1, sinceLastAccountFailure: 0.5 }, false)).toBe(2);
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 3, sinceLastAccountFailure: 1 }, false)).toBe(7);
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 3, sinceLastAccountFailure: 9 }, false)).toBeNull();
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 40, sinceLastAccountFailure: 0 }, false)).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('counts only its own failures for a known device, and skips the account-wide spacing for a known address', () => {
    const attacked = { ...calm, pair: 40, account: ACCOUNT_CEILING + 40, address: 400, sinceLastAccountFailure: 0 };
    expect(throttleWait({ ...attacked, device: 5 }, true)).toBeNull();
    expect(throttleWait({ ...attacked, device: 6 }, true)).toBe(LOGIN_WINDOW_SECONDS);
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 40, sinceLastAccountFailure: 0, knownAddress: true }, false)).toBeNull();
    expect(throttleWait({ ...calm, pair: 6, knownAddress: true }, false)).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('says how long to wait', () => {
    expect(waitMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(waitMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });
});
