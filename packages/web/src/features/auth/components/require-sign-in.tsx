import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../api/use-auth';
import { SignInPrompt } from './sign-in-prompt';

/** Guards pages for any signed-in user (the document workspace): anonymous visitors get a sign-in prompt. */
export function RequireSignIn({ children, why }: { children: ReactNode; why: string }) {
  const { status } = useAuth();
  if (status === 'unknown') return <Spinner label="Checking your sign-in…" className="p-6" />;
  if (status === 'anonymous') return <SignInPrompt why={why} />;
  return children;
}
