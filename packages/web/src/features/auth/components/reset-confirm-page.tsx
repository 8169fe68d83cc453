import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiClientError } from '../../../lib/api-client';
import { confirmPasswordReset } from '../api/auth-api';
import { applyServerErrors } from '../api/server-errors';
import { AuthCard, authLinkClass } from './auth-card';
import { ErrorList } from './error-list';
import { mismatch, NewPasswordFields, newPasswordPair, passwordsMatch } from './new-password-fields';

const schema = z.object(newPasswordPair).refine(passwordsMatch, mismatch);
type Values = z.infer<typeof schema>;
const fields = ['newPassword', 'reNewPassword'] as const;

/** The link was used, expired or mangled: the server's token errors, said plainly. */
const linkProblem = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 403 || error.fields?.token || error.fields?.uid)
    ? 'This reset link has already been used, has expired or is not valid. Ask for a new one.'
    : null;

/** /password/reset/confirm/:uid/:token: new password twice, then a sign-in link. */
export function ResetConfirmPage() {
  const { uid = '', token = '' } = useParams();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newPassword: '', reNewPassword: '' } });
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [badLink, setBadLink] = useState<string | null>(null);
  const { isSubmitting, errors: fe } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await confirmPasswordReset({ uid, token, ...values });
      setDone(true);
    } catch (error) {
      const problem = linkProblem(error);
      if (problem) setBadLink(problem);
      else setErrors(applyServerErrors(error, fields, form.setError));
    }
  });

  if (done) {
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your password has been changed. Sign in with the new one.</Alert>
        <Link to="/login" className={buttonClass('primary', 'md', 'mt-4 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      {badLink ? (
        <Alert tone="error" title="This link cannot be used" className="mb-4">
          {badLink}{' '}
          <Link to="/resetpassword" className={authLinkClass}>
            Request a new link
          </Link>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
        <NewPasswordFields
          inputs={{ newPassword: form.register('newPassword'), reNewPassword: form.register('reNewPassword') }}
          errors={fe}
        />
        <ErrorList errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
