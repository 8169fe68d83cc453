import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { AuthCard } from './auth-card';
import { cancelEmailChange } from '../api/account-api';

const problem = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 403 || error.fields?.token)
    ? 'This link has already been used, has expired or is not valid. If your account was taken, ask an administrator for help.'
    : errorMessage(error);

/**
 * /cancel-email-change/:uid/:token: the link mailed to the old address when a change is asked. A
 * button, not on opening: mail scanners open links, and this one signs every session out.
 */
export function CancelEmailChangePage() {
  const { uid = '', token = '' } = useParams();
  const cancel = useMutation({ mutationFn: () => cancelEmailChange({ uid, token }) });
  return (
    <AuthCard title="Stop the address change">
      {cancel.isSuccess ? (
        <>
          <Alert tone="success">
            The change is stopped (or undone): your account keeps this address, and every session is signed out. Choose a new password now.
          </Alert>
          <Link to="/resetpassword" className={buttonClass('primary', 'md', 'mt-4 w-full')}>
            Choose a new password
          </Link>
        </>
      ) : (
        <>
          <p className="mb-4 text-sm">
            If you did not ask to change your Balancer address, stop it here. This also signs out every session of the account.
          </p>
          <Button className="w-full" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Stopping…' : 'Stop the change and sign out everywhere'}
          </Button>
        </>
      )}
      {cancel.isError ? (
        <Alert tone="error" title="Nothing was changed">
          {problem(cancel.error)}
        </Alert>
      ) : null}
    </AuthCard>
  );
}
