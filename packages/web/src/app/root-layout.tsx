import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { BetaBanner, SiteFooter, SiteHeader } from '../features/layout';

// The footer's sign-up form (and its schema) loads after the page: it sits below the fold on every screen.
const NewsletterForm = lazy(async () => ({ default: (await import('../features/newsletter')).NewsletterForm }));

export function PageShell({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <BetaBanner />
      <SiteHeader quiet={quiet} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8 print:max-w-none print:p-0"
      >
        {children}
      </main>
      <SiteFooter
        newsletter={
          <Suspense fallback={<div className="min-h-32" />}>
            <NewsletterForm />
          </Suspense>
        }
      />
    </div>
  );
}

export function RootLayout() {
  return (
    <PageShell>
      <Suspense fallback={<Spinner label="Loading page…" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </PageShell>
  );
}
