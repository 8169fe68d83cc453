import type { ReactNode } from 'react';
import { site } from '../../../lib/site';
import { useVersion, versionLabel } from '../api/get-version';

export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const version = useVersion();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-brand-800">{site.name}</p>
          <p className="mt-2 text-sm text-slate-700">
            Free, open-source decision support for prescribers treating bipolar disorder. Built by volunteers.
          </p>
        </div>
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">Get in touch</h2>
          <ul className="mt-2 space-y-1.5">
            <li>
              <a className="text-brand-700 underline underline-offset-2 hover:text-brand-900" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
            </li>
            <li>
              <a
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                href={site.donateUrl}
                target="_blank"
                rel="noreferrer"
              >
                Donate to support Balancer<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        <div>{newsletter}</div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          © {site.firstYear}–{new Date().getFullYear()} {site.name} contributors. Free software under the AGPL.{' '}
          <span data-testid="app-version">{version.data ? versionLabel(version.data.version) : null}</span>
        </p>
      </div>
    </footer>
  );
}
