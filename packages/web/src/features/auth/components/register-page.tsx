import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthCard, authLinkClass } from './auth-card';
import { RegisterForm } from './register-form';

/** /register: the form, then "Check your e-mail"; links to /login. */
export function RegisterPage() {
  const [registered, setRegistered] = useState<string | null>(null);
  const footer = (
    <p>
      Already have an account?{' '}
      <Link to="/login" className={authLinkClass}>
        Sign in
      </Link>
    </p>
  );
  if (registered) {
    return (
      <AuthCard title="Check your e-mail to activate your account" footer={footer}>
        <Alert tone="success" title="Account created">
          We sent a link to <strong>{registered}</strong>. Open it to activate your account, then sign in. The link works for 7 days.
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create an account"
      intro="Accounts are for clinicians and researchers who want to chat with Balancer's document library."
      footer={footer}
    >
      <RegisterForm onRegistered={setRegistered} />
    </AuthCard>
  );
}
