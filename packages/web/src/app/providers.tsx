import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { getAccessToken, onTokensChange } from '../lib/auth-token';
import { createQueryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // On sign-out, forget everything fetched with the previous user's token (file lists, uploader e-mails).
  useEffect(() => onTokensChange(() => (getAccessToken() ? undefined : client.clear())), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
