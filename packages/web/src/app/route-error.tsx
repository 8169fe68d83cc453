import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageShell } from './root-layout';

/** The route error page (docs/product.md#screens). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    // quiet: the sign-in panel does not open by itself over the error message.
    <PageShell quiet>
      <div className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Oops! Sorry, an unexpected error has occurred.</h1>
        <p className="mt-3 text-slate-700">
          <i>{detail || 'Unknown error'}</i>
        </p>
        <p className="mt-6">
          <a href="/" className="text-brand-700 underline underline-offset-2">
            Back to the Medication Suggester
          </a>
        </p>
      </div>
    </PageShell>
  );
}
