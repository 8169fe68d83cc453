import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { loginHref } from '../api/return-path';

/** Shown instead of a signed-in-only page to an anonymous visitor; signing in comes back here. */
export function SignInPrompt({ why = 'This page is for signed-in administrators.' }: { why?: string }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return (
    <section data-testid="sign-in-prompt" className="max-w-xl">
      <PageHeader title="Please sign in">{why} Sign in and you will be brought back here.</PageHeader>
      <Link to={loginHref(from)} className={buttonClass('primary')}>
        Sign in
      </Link>
    </section>
  );
}
