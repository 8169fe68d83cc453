import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { safeReturnPath } from '../api/return-path';
import { useAuth } from '../api/use-auth';
import { AuthCard, authLinkClass } from './auth-card';
import { LoginForm } from './login-form';
import { ResendActivationForm } from './resend-activation-form';

/** /login: 'Welcome'; once signed in (or when already signed in) goes to `?next=` or /. */
export function LoginPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const [resend, setResend] = useState(false);
  // Set by the account page after a password change or "sign out everywhere".
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (status === 'signed-in') return <Navigate to={next} replace />;
  return (
    <AuthCard
      title="Welcome"
      intro="Sign in to chat with Balancer's library of research papers and to view documents. Everything else on Balancer works without an account."
      footer={
        <>
          <p>
            <Link to="/resetpassword" className={authLinkClass}>
              Forgot your password?
            </Link>
          </p>
          {resend ? (
            <div className="text-left">
              <p>Your account isn&apos;t activated until you follow the link in the e-mail we sent. Ask for it again here:</p>
              <ResendActivationForm />
            </div>
          ) : (
            <p>
              Registered but not activated?{' '}
              <button type="button" onClick={() => setResend(true)} className={authLinkClass}>
                Send the activation e-mail again
              </button>
            </p>
          )}
          <p>
            New to Balancer?{' '}
            <Link to="/register" className={authLinkClass}>
              Create an account
            </Link>
          </p>
        </>
      }
    >
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <LoginForm />
    </AuthCard>
  );
}
