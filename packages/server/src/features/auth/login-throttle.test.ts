import { describe, expect, it } from 'vitest';
import { ACCOUNT_CEILING, LOGIN_WINDOW_SECONDS, throttleWait, waitMessage } from './login-throttle';

const calm = { pair: 1, account: 1, address: 1, sinceLastAccountFailure: null };

describe('throttleWait', () => {
  it('lets the fifth failure of a pair through and stops the sixth for the window', () => {
    expect(throttleWait({ ...calm, pair: 5, account: 5 })).toBeNull();
    expect(throttleWait({ ...calm, pair: 6, account: 6 })).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('stops an address spraying many accounts', () => {
    expect(throttleWait({ ...calm, address: 31 })).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('spaces out attempts on an account attacked from many addresses, doubling the wait', () => {
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING, sinceLastAccountFailure: 0 })).toBeNull();
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 1, sinceLastAccountFailure: 0.5 })).toBe(2);
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 3, sinceLastAccountFailure: 1 })).toBe(7);
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 3, sinceLastAccountFailure: 9 })).toBeNull();
    expect(throttleWait({ ...calm, account: ACCOUNT_CEILING + 40, sinceLastAccountFailure: 0 })).toBe(LOGIN_WINDOW_SECONDS);
  });

  it('says how long to wait', () => {
    expect(waitMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(waitMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });
});
