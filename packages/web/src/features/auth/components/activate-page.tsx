import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { activate } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { ResendActivationForm } from './resend-activation-form';

/** What went wrong with an activation link, in the user's terms. */
function failure(error: unknown): { title: string; body: string } {
  if (error instanceof ApiClientError && error.status === 403) {
    return {
      title: 'This activation link has already been used or has expired',
      body: 'If you already activated your account, sign in. Otherwise ask for a new link below.',
    };
  }
  if (error instanceof ApiClientError && error.status === 400) {
    return {
      title: 'This activation link is not valid',
      body: 'Check that you opened the whole link from the e-mail, or ask for a new one below.',
    };
  }
  return { title: 'We could not activate your account', body: errorMessage(error) };
}

/** /activate/:uid/:token: activates on load (once: the token is single-use, so the result is cached). */
export function ActivatePage() {
  const { uid = '', token = '' } = useParams();
  const result = useQuery({
    queryKey: ['auth', 'activation', uid, token],
    queryFn: async () => {
      await activate({ uid, token });
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  if (result.isPending) {
    return (
      <AuthCard title="Activating your account">
        <Spinner label="Activating your account…" />
      </AuthCard>
    );
  }
  if (result.isSuccess) {
    return (
      <AuthCard title="Account activated">
        <Alert tone="success">Your account is active. Sign in with your e-mail and password.</Alert>
        <Link to="/login" className={buttonClass('primary', 'md', 'mt-4 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }
  const { title, body } = failure(result.error);
  return (
    <AuthCard title={title}>
      <p className="text-sm text-slate-700">{body}</p>
      <p className="mt-2 text-sm text-slate-700">
        Already activated?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-2">
          Sign in
        </Link>
      </p>
      <h2 className="mt-6 mb-3 text-base font-semibold text-slate-900">Send a new activation link</h2>
      <ResendActivationForm />
    </AuthCard>
  );
}
