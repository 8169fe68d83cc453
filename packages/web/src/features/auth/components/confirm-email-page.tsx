import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { AuthCard } from './auth-card';
import { confirmEmail } from '../api/account-api';

const problem = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 403 || error.fields?.token)
    ? 'This link has already been used, has expired or is not valid. Ask for a new one on your account page.'
    : errorMessage(error);

/** /confirm-email/:uid/:token: the link mailed to a new address; opening it makes the change (once: cached like activation). */
export function ConfirmEmailPage() {
  const { uid = '', token = '' } = useParams();
  const result = useQuery({
    queryKey: ['auth', 'confirm-email', uid, token],
    queryFn: async () => {
      await confirmEmail({ uid, token });
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return (
    <AuthCard title="Confirm your new address">
      {result.isPending ? <Spinner label="Confirming your address…" /> : null}
      {result.isSuccess ? (
        <>
          <Alert tone="success">Your address is changed. Sign in with the new one from now on.</Alert>
          <Link to="/login" className={buttonClass('primary', 'md', 'mt-4 w-full')}>
            Sign in
          </Link>
        </>
      ) : null}
      {result.isError ? (
        <Alert tone="error" title="The address was not changed">
          {problem(result.error)}
        </Alert>
      ) : null}
    </AuthCard>
  );
}
