import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { applyServerErrors, fieldError } from '../api/server-errors';
import { ErrorList } from './error-list';
import { mismatch, NewPasswordFields, newPasswordPair, passwordsMatch, requiredField } from './new-password-fields';
import { TextField } from './text-field';
import { changePassword } from '../api/account-api';

const schema = z.object({ currentPassword: requiredField, ...newPasswordPair }).refine(passwordsMatch, mismatch);
type Values = z.infer<typeof schema>;
const fields = ['currentPassword', 'newPassword', 'reNewPassword'] as const;

/** New password with the current one. The change ends every session, this one too: `onChanged` signs out. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', reNewPassword: '' },
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
        error={fieldError(fe.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        inputs={{ newPassword: form.register('newPassword'), reNewPassword: form.register('reNewPassword') }}
        errors={fe}
      />
      <ErrorList errors={errors} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
