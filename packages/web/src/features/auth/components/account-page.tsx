import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../api/use-auth';
import { signOutEverywhere } from '../api/account-api';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${title}-h`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${title}-h`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /account: the signed-in user's password, address and sessions. */
export function AccountPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A password change and "sign out everywhere" both end this session too (docs/adr/0027's token version).
  const leave = (notice: string) => {
    signOut();
    void navigate('/login', { state: { notice } });
  };
  const everywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      leave('You were signed out on every device. Sign in again here.');
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Your account">Change your password or e-mail address, or end every session you have open.</PageHeader>
      <div className="space-y-6">
        <Section title="Password">
          <PasswordForm onChanged={() => leave('Your password was changed. Sign in with the new one.')} />
        </Section>
        <Section title="E-mail address">
          <EmailForm current={user?.email ?? ''} />
        </Section>
        <Section title="Sessions">
          <p className="mb-4 text-sm text-slate-700">
            Signs you out on every browser and device, this one included: useful after using a shared computer or losing a phone.
          </p>
          {error ? (
            <Alert tone="error" className="mb-4">
              {error}
            </Alert>
          ) : null}
          <Button variant="secondary" onClick={() => void everywhere()} disabled={busy}>
            {busy ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </Section>
      </div>
    </div>
  );
}
