import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../lib/auth-token';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('clears cached server data when the user signs out', () => {
    let client: ReturnType<typeof useQueryClient> | undefined;
    const Probe = () => {
      client = useQueryClient();
      return null;
    };
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    setTokens({ access: 'a.b.c', refresh: 'r' });
    client!.setQueryData(['files'], [{ uploadedByEmail: 'admin@example.org' }]);
    setTokens({ access: 'a.b.d' });
    expect(client!.getQueryData(['files'])).toBeDefined();
    clearTokens();
    expect(client!.getQueryData(['files'])).toBeUndefined();
  });
});
