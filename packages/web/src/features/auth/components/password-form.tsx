import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyServerErrors, fieldError } from '../api/server-errors';
import { ErrorList } from './error-list';
import { passwordRules } from './register-form';
import { TextField } from './text-field';
import { changePassword } from '../api/account-api';

const required = z.string().min(1, 'This field is required.');
const schema = z
  .object({ current_password: required, new_password: required, re_new_password: required })
  .refine((v) => v.new_password === v.re_new_password, { path: ['re_new_password'], message: "The two password fields didn't match." });
type Values = z.infer<typeof schema>;
const fields = ['current_password', 'new_password', 're_new_password'] as const;

/** New password with the current one. The change ends every session, this one too: `onChanged` signs out. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', re_new_password: '' },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const { isSubmitting, errors: fe } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await changePassword(values);
      onChanged();
    } catch (error) {
      setErrors(applyServerErrors(error, fields, form.setError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={fieldError(fe.current_password?.message)}
        {...form.register('current_password')}
      />
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordRules}
        error={fieldError(fe.new_password?.message)}
        {...form.register('new_password')}
      />
      <TextField
        id="re-new-password"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={fieldError(fe.re_new_password?.message)}
        {...form.register('re_new_password')}
      />
      <ErrorList errors={errors} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
