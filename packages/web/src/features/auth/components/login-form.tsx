import { loginRequestSchema } from '@balancer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ApiClientError } from '../../../lib/api-client';
import { loginErrorMessage } from '../api/auth-store';
import { useAuth } from '../api/use-auth';
import { ErrorList } from './error-list';
import { TextField } from './text-field';

type LoginValues = z.input<typeof loginRequestSchema>;

/** Email, Password, 'Sign in'; failures listed as docs/product.md#errors says (server message or server error). */
export function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const { signIn } = useAuth();
  const form = useForm<LoginValues, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const { isSubmitting, errors: fieldErrors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setErrors([]);
    try {
      await signIn(email, password);
    } catch (error) {
      const fields = error instanceof ApiClientError && error.fields ? Object.values(error.fields).flat() : [];
      setErrors(fields.length ? fields : [loginErrorMessage(error)]);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password?.message}
        {...form.register('password')}
      />
      <ErrorList errors={errors} title="Sign-in failed" />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
