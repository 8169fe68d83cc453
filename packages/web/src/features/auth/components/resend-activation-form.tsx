import { emailRequestSchema } from '@balancer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { resendActivation } from '../api/auth-api';
import { ErrorList } from './error-list';
import { TextField } from './text-field';

type EmailValues = z.input<typeof emailRequestSchema>;

/** Asks for a fresh activation link; the answer never says whether the address has an account. */
export function ResendActivationForm() {
  const form = useForm<EmailValues, unknown, z.output<typeof emailRequestSchema>>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrors([]);
    try {
      await resendActivation(email);
      setSent(true);
    } catch (error) {
      setErrors([errorMessage(error)]);
    }
  });

  if (sent) return <Alert tone="success">If that address has an account waiting for activation, we sent it a new link.</Alert>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Send a new activation link">
      <TextField
        id="resend-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <ErrorList errors={errors} />
      <Button type="submit" variant="secondary" className="w-full" disabled={form.formState.isSubmitting}>
        Send a new activation link
      </Button>
    </form>
  );
}
