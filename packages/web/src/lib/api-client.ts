import { accessTokenSchema, apiErrorSchema, authRoutes } from '@balancer/contract';
import type { z } from 'zod';
import { authorizationHeader, endSession, getAccessToken, getRefreshToken, setTokens } from './auth-token';

type FieldErrors = Record<string, string[]>;

/** Every failed call becomes one of these: the server's error envelope, or a network/shape problem. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly requestId: string | undefined;

  constructor(init: { status: number; code: string; message: string; fields?: FieldErrors; requestId?: string }) {
    super(init.message);
    this.name = 'ApiClientError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  try {
    const json = body !== undefined && !(body instanceof FormData);
    return await fetch(path, {
      method,
      // The stored token goes with every call; public endpoints ignore it when it is stale.
      headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}), ...authorizationHeader() },
      body: body === undefined ? null : json ? JSON.stringify(body) : (body as FormData),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiClientError({
      status: 0,
      code: 'network_error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for a new access token; concurrent callers share one request.
 * Resolves false when there is nothing to refresh or the server refuses (the session is then over:
 * the tokens go, the chat conversation stays); a network failure rejects and keeps the tokens.
 */
export function refreshAccessToken(): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const res = await fetch(authRoutes.refresh, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      const parsed = res.ok ? accessTokenSchema.safeParse(await readJson(res)) : null;
      if (parsed?.success) {
        setTokens({ access: parsed.data.access });
        return true;
      }
      if (res.status === 400 || res.status === 401) endSession();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The single HTTP client. Sends JSON, parses the error envelope `{error, code, fields?, requestId}`
 * on failure and the response with the given contract schema on success. A 401 on a call that
 * carried a token (an expired access token) refreshes the token once and retries the call once; when
 * the session is over, the retry goes without a token (a public call still answers).
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const hadToken = 'authorization' in authorizationHeader();
  let res = await send(path, options);
  if (res.status === 401 && hadToken && !path.startsWith('/api/v2/auth/token')) {
    const refreshed = await refreshAccessToken().catch(() => false);
    if (refreshed || !getAccessToken()) res = await send(path, options);
  }
  const json = await readJson(res);
  if (!res.ok) {
    const envelope = apiErrorSchema.safeParse(json);
    if (envelope.success) {
      const { error, code, fields, requestId } = envelope.data;
      throw new ApiClientError({ status: res.status, code, message: error, requestId, ...(fields ? { fields } : {}) });
    }
    throw new ApiClientError({
      status: res.status,
      code: 'http_error',
      message: `The server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiClientError({
      status: res.status,
      code: 'invalid_response',
      message: 'The server sent a response this page does not understand.',
    });
  }
  return parsed.data;
}

/** A readable message for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}
