import { emailRequestSchema } from '@balancer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard, authLinkClass } from './auth-card';
import { ErrorList } from './error-list';
import { TextField } from './text-field';

type EmailValues = z.input<typeof emailRequestSchema>;

/**
 * /resetpassword. The original navigated to / after submitting; we stay here (docs/product.md#decisions, 14) and say what happens next
 * instead: a user who is sent to the home page cannot tell whether the request went through or where
 * to look, and the neutral message is the only feedback they get (the server never says whether the
 * address has an account).
 */
export function ResetPasswordPage() {
  const form = useForm<EmailValues, unknown, z.output<typeof emailRequestSchema>>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrors([]);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setErrors([errorMessage(error)]);
    }
  });

  const footer = (
    <p>
      Remembered it?{' '}
      <Link to="/login" className={authLinkClass}>
        Sign in
      </Link>
    </p>
  );
  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" footer={footer}>
        <Alert tone="success">
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset its password. The link works for 24 hours.
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter your account's e-mail address and we will send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <ErrorList errors={errors} />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
