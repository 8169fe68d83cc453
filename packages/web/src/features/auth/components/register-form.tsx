import { registerRequestSchema } from '@balancer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { register as registerAccount } from '../api/auth-api';
import { applyServerErrors, fieldError } from '../api/server-errors';
import { ErrorList } from './error-list';
import { TextField } from './text-field';

type RegisterInput = z.input<typeof registerRequestSchema>;
type RegisterOutput = z.output<typeof registerRequestSchema>;
const fields = ['email', 'firstName', 'lastName', 'password', 'rePassword'] as const;

export const passwordRules = 'At least 10 characters, not only digits, not a common password and not containing your e-mail name.';

/** A real registration (docs/product.md#decisions, 8); the account stays inactive until the e-mailed link is opened. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', rePassword: '' },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const { isSubmitting, errors: fe } = form.formState;
  const reg = form.register;

  const onSubmit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await registerAccount(values);
      onRegistered(values.email);
    } catch (error) {
      setErrors(applyServerErrors(error, fields, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create an account">
      <TextField id="reg-email" label="Email" type="email" autoComplete="email" error={fieldError(fe.email?.message)} {...reg('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="reg-first"
          label="First name (optional)"
          autoComplete="given-name"
          error={fe.firstName?.message}
          {...reg('firstName')}
        />
        <TextField
          id="reg-last"
          label="Last name (optional)"
          autoComplete="family-name"
          error={fe.lastName?.message}
          {...reg('lastName')}
        />
      </div>
      <TextField
        id="reg-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordRules}
        error={fieldError(fe.password?.message)}
        {...reg('password')}
      />
      <TextField
        id="reg-re-password"
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        error={fieldError(fe.rePassword?.message)}
        {...reg('rePassword')}
      />
      <ErrorList errors={errors} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
