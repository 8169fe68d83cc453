import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/** Network and server failures are retried twice; a 4xx answer is final. */
export const defaultRetry = (count: number, error: unknown): boolean =>
  count < 2 && !(error instanceof ApiClientError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: defaultRetry,
      },
      mutations: { retry: false },
    },
  });
}
