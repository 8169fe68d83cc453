import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { applyServerErrors, fieldError } from '../api/server-errors';
import { ErrorList } from './error-list';
import { TextField } from './text-field';
import { changeEmail } from '../api/account-api';

const schema = z.object({
  newEmail: z.string().trim().min(1, 'This field is required.').pipe(z.email('Enter a valid email address.')),
  currentPassword: z.string().min(1, 'This field is required.'),
});
type Values = z.infer<typeof schema>;
const fields = ['newEmail', 'currentPassword'] as const;

/** A new address, confirmed by a link sent to it: until then the old one stays. */
export function EmailForm({ current }: { current: string }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { newEmail: '', currentPassword: '' } });
  const [errors, setErrors] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting, errors: fe } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await changeEmail(values);
      setSentTo(values.newEmail);
      form.reset();
    } catch (error) {
      setErrors(applyServerErrors(error, fields, form.setError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change e-mail">
      <p className="text-sm text-slate-700">
        Now: <strong className="break-all">{current}</strong>
      </p>
      {sentTo ? (
        <Alert tone="success" title="Check the new address">
          We sent a confirmation link to <strong className="break-all">{sentTo}</strong> (unless another account uses it: then that account
          is told instead). Your address changes when you open it; until then, sign in with the current one, which has been told of the
          change with a link to stop it.
        </Alert>
      ) : null}
      <TextField
        id="new-email"
        label="New e-mail"
        type="email"
        autoComplete="email"
        error={fieldError(fe.newEmail?.message)}
        {...form.register('newEmail')}
      />
      <TextField
        id="email-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={fieldError(fe.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <ErrorList errors={errors} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
