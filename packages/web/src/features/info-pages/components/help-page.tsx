import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

const cards = [
  { to: '/how-to', title: 'How to use Balancer', text: 'A step-by-step guide to entering a patient and reading the suggestions.' },
  { to: '/feedback', title: 'Leave feedback', text: 'Report a problem, ask for a feature or tell us what works for you.' },
  { to: '/data-sources', title: 'Data sources', text: 'The guidelines, labels and papers behind every suggestion.' },
] as const;

export function HelpPage() {
  return (
    <div>
      <PageHeader title="Help & Support">
        <p>Find out how Balancer works, where its data comes from, or get in touch with the team.</p>
      </PageHeader>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow"
            >
              <h2 className="text-lg font-semibold text-brand-800">{c.title}</h2>
              <p className="mt-2 text-sm text-slate-700">{c.text}</p>
              <span aria-hidden="true" className="mt-4 inline-block text-sm font-medium text-brand-700">
                Open →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
