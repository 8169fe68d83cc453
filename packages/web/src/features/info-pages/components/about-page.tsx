import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { disclaimers, site } from '../../../lib/site';

export function AboutPage() {
  return (
    <div className="max-w-3xl">
      <PageHeader title="About Balancer">
        <p>
          Balancer is a free, open-source, not-for-profit tool built by volunteers to help prescribers choose medications for bipolar
          disorder.
        </p>
      </PageHeader>
      <div className="space-y-8 text-base leading-relaxed text-slate-700">
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-xl font-semibold text-slate-900">
            Our mission
          </h2>
          <p className="mt-2">
            About <strong className="text-slate-900">5.7 million adult Americans</strong> have bipolar disorder every year. Finding the
            right combination of medications often takes <strong className="text-slate-900">2 to 10 years</strong> and{' '}
            <strong className="text-slate-900">3 to 30 medications</strong>. Balancer brings the published evidence and the common safety
            rules together in one place so that prescribers can get there sooner.
          </p>
        </section>
        <section aria-labelledby="how">
          <h2 id="how" className="text-xl font-semibold text-slate-900">
            How it works
          </h2>
          <p className="mt-2">
            You enter the patient's current mood state and risk characteristics. Balancer starts from a published guideline table
            (CANMAT/ISBD) and applies safety rules, for example kidney disease excluding lithium. Each suggestion shows the guideline row
            that placed it and every rule that moved or removed a medication. {disclaimers.rulesBased}
          </p>
          <p className="mt-2">
            See{' '}
            <Link className="text-brand-700 underline" to="/how-to">
              how to use Balancer
            </Link>{' '}
            and{' '}
            <Link className="text-brand-700 underline" to="/data-sources">
              where the data comes from
            </Link>
            .
          </p>
        </section>
        <section aria-labelledby="disclaimer" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h2 id="disclaimer" className="text-lg font-semibold">
            Disclaimer
          </h2>
          <p className="mt-1">{disclaimers.educational}</p>
          <p className="mt-1">{disclaimers.beta}</p>
        </section>
        <section aria-labelledby="support">
          <h2 id="support" className="text-xl font-semibold text-slate-900">
            Support us
          </h2>
          <p className="mt-2">Balancer is run by volunteers and paid for by donations.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={site.donateUrl}
              target="_blank"
              rel="noreferrer"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Donate<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={`mailto:${site.contactEmail}`}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Contact Us
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
