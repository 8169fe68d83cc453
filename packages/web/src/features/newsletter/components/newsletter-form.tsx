import { newsletterRequestSchema } from '@balancer/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSubscribe } from '../api/subscribe';

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const subscribe = useSubscribe();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'You have entered an invalid email');
      return;
    }
    setInvalid(null);
    subscribe.mutate(parsed.data.email, { onSuccess: () => setEmail('') });
  };

  const error = invalid ?? (subscribe.isError ? errorMessage(subscribe.error) : null);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-slate-700">Occasional updates on new guidelines and features.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@clinic.org"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-msg`}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-1.5 text-sm placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <div id={`${id}-msg`} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {error ? <p className="text-red-700">{error}</p> : null}
        {!error && subscribe.isSuccess ? <p className="text-emerald-800">{subscribe.data.message}</p> : null}
      </div>
    </form>
  );
}
