import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { adminTiles } from '../api/admin-links';

/** /AdminPortal: the intro and the five tiles (docs/product.md#screens). Guarded by RequireSuperuser. */
export function AdminPortalPage() {
  return (
    <section>
      <PageHeader title="Admin Portal">
        Let's take a look inside Balancer's brain… Manage the documents, rules and medications that Balancer uses.
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminTiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{tile.title}</span>
              <span className="mt-1 text-sm text-slate-700">{tile.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
