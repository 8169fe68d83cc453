import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../api/use-auth';
import { NotAllowed } from './not-allowed';
import { SignInPrompt } from './sign-in-prompt';

/**
 * Guards admin pages: anonymous visitors get a sign-in prompt, signed-in non-superusers a clear
 * "not allowed" page, superusers the page (its children, or the nested route's <Outlet/>).
 * The server enforces the same rule on every admin call (docs/product.md#decisions, 9); this is for the user.
 */
export function RequireSuperuser({ children }: { children?: ReactNode }) {
  const { status, isSuperuser } = useAuth();
  if (status === 'unknown') return <Spinner label="Checking your sign-in…" className="py-6" />;
  if (status === 'anonymous') return <SignInPrompt />;
  if (!isSuperuser) return <NotAllowed />;
  return children ?? <Outlet />;
}
