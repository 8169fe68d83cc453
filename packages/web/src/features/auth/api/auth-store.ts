import type { User } from '@balancer/contract';
import { ApiClientError, refreshAccessToken } from '../../../lib/api-client';
import { clearTokens, endSession, getAccessToken, getRefreshToken, onTokensChange, setTokens } from '../../../lib/auth-token';
import { loadMe, login } from './auth-api';
import { decodeAccessClaims, msUntilExpiry } from './jwt-claims';

export type AuthStatus = 'unknown' | 'anonymous' | 'signed-in';
export interface AuthState {
  /** 'unknown' only while a stored session is being checked on page load. */
  status: AuthStatus;
  user: User | null;
  isSuperuser: boolean;
  /** The last sign-in failure (docs/product.md#errors), cleared by sign-out and the next attempt. */
  error: string | null;
}

/** Refresh this long before the access token expires, so that no call goes out with a dead token. */
export const REFRESH_MARGIN_MS = 60_000;
/** After a network failure while refreshing, try again this much later. */
export const REFRESH_RETRY_MS = 30_000;
const MAX_TIMEOUT = 2_147_483_647;

const anonymous: AuthState = { status: 'anonymous', user: null, isSuperuser: false, error: null };
const initialState = (): AuthState => (getAccessToken() || getRefreshToken() ? { ...anonymous, status: 'unknown' } : anonymous);

/** docs/product.md#errors: the server's message, or 'Login failed due to server error' when the server failed. */
export function loginErrorMessage(error: unknown): string {
  if (
    error instanceof ApiClientError &&
    error.status > 0 &&
    error.status < 500 &&
    error.code !== 'http_error' &&
    error.code !== 'invalid_response'
  ) {
    return error.message;
  }
  if (error instanceof ApiClientError && error.status === 0) return error.message;
  return 'Login failed due to server error';
}

/**
 * The browser's session: who is signed in, kept in step with the stored tokens (auth-token.ts),
 * checked once per page load, and refreshed shortly before the access token expires.
 */
function createAuthStore() {
  let state = initialState();
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopListening: (() => void) | undefined;
  let lastAccess: string | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshNow(), Math.min(Math.max(0, delay), MAX_TIMEOUT));
  };

  async function refreshNow() {
    try {
      // On success setTokens notifies us (tokensChanged) and the next refresh is scheduled there.
      if (!(await refreshAccessToken())) endSession();
    } catch {
      schedule(REFRESH_RETRY_MS);
    }
  }

  function tokensChanged() {
    const access = getAccessToken();
    if (access === lastAccess) return;
    lastAccess = access;
    const claims = decodeAccessClaims(access);
    if (!access) {
      clearTimeout(timer);
      if (state.status !== 'anonymous') set({ ...anonymous, error: state.error });
      return;
    }
    if (claims) {
      schedule(msUntilExpiry(claims) - REFRESH_MARGIN_MS);
      if (state.status === 'signed-in') set({ isSuperuser: state.user?.isSuperuser ?? claims.is_superuser });
    }
  }

  /** Loads the current user; this is also the authentication check (GET users/me needs a valid token). */
  async function loadUser() {
    try {
      const user = await loadMe();
      set({ status: 'signed-in', user, isSuperuser: user.isSuperuser });
    } catch (error) {
      if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) {
        endSession();
        set({ ...anonymous });
        return;
      }
      // The server could not be reached: trust the stored token's claims until it expires.
      const claims = decodeAccessClaims(getAccessToken());
      if (claims && msUntilExpiry(claims) > 0) set({ status: 'signed-in', user: null, isSuperuser: claims.is_superuser });
      else set({ ...anonymous });
    }
  }

  async function checkSession() {
    if (!getAccessToken() && !getRefreshToken()) return set({ ...anonymous });
    set({ status: 'unknown' });
    const claims = decodeAccessClaims(getAccessToken());
    if (!claims || msUntilExpiry(claims) < REFRESH_MARGIN_MS) {
      const refreshed = await refreshAccessToken().catch(() => false);
      if (!refreshed) {
        endSession();
        return set({ ...anonymous });
      }
    }
    await loadUser();
  }

  const onStorage = (e: StorageEvent) => {
    // Another tab signed in or out.
    if (e.key === null || e.key === 'access') {
      lastAccess = getAccessToken();
      void checkSession();
    }
  };

  function start() {
    if (started) return;
    started = true;
    lastAccess = getAccessToken();
    const off = onTokensChange(tokensChanged);
    window.addEventListener('storage', onStorage);
    stopListening = () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
    const claims = decodeAccessClaims(lastAccess);
    if (claims) schedule(msUntilExpiry(claims) - REFRESH_MARGIN_MS);
    void checkSession();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
      };
    },
    async signIn(email: string, password: string): Promise<void> {
      set({ error: null });
      try {
        const pair = await login({ email, password });
        const claims = decodeAccessClaims(pair.access);
        set({ status: 'signed-in', user: null, isSuperuser: claims?.is_superuser ?? false, error: null });
        setTokens(pair);
      } catch (error) {
        clearTokens();
        set({ ...anonymous, error: loginErrorMessage(error) });
        throw error;
      }
      await loadUser();
    },
    signOut() {
      clearTokens();
      set({ ...anonymous });
    },
    /** For tests: forget everything, as on a fresh page load. */
    reset() {
      stopListening?.();
      clearTimeout(timer);
      started = false;
      lastAccess = null;
      state = initialState();
    },
  };
}

export const authStore = createAuthStore();
