/**
 * Where the browser keeps its tokens (docs/product.md#patient-record: local storage, access under 'access'). One module so
 * that the API client, the auth feature and uploads agree; listeners hear sign-in and sign-out.
 */
const ACCESS = 'access';
const REFRESH = 'refresh';
const CONVERSATION = 'currentConversation';
const listeners = new Set<() => void>();

export const getAccessToken = (): string | null => localStorage.getItem(ACCESS);
export const getRefreshToken = (): string | null => localStorage.getItem(REFRESH);

export function setTokens(tokens: { access: string; refresh?: string }): void {
  localStorage.setItem(ACCESS, tokens.access);
  if (tokens.refresh) localStorage.setItem(REFRESH, tokens.refresh);
  listeners.forEach((l) => l());
}

/** Sign-out: tokens and the stored chat conversation go together (docs/product.md#patient-record). */
export function clearTokens(): void {
  localStorage.removeItem(ACCESS);
  localStorage.removeItem(REFRESH);
  sessionStorage.removeItem(CONVERSATION);
  listeners.forEach((l) => l());
}

/**
 * The session ended without the reader asking (the refresh token expired or was revoked): the tokens
 * go, the chat conversation of this tab stays, to continue after signing in again (docs/adr/0030-invalid-tokens-refused-everywhere.md).
 */
export function endSession(): void {
  localStorage.removeItem(ACCESS);
  localStorage.removeItem(REFRESH);
  listeners.forEach((l) => l());
}

export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header value the server expects (`JWT <token>`), or nothing when signed out. */
export function authorizationHeader(): Record<string, string> {
  const token = getAccessToken();
  return token ? { authorization: `JWT ${token}` } : {};
}
