import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { adminTiles, type AdminPath } from '../api/admin-links';

/** What each tile opens; keyed by path so that a page added to the list without a description fails to compile. */
const descriptions: Record<AdminPath, string> = {
  '/listoffiles': 'See, rename and remove the uploaded research papers.',
  '/UploadFile': 'Add a research paper to the library that the chat answers from.',
  '/drugSummary': 'Ask questions across every uploaded document.',
  '/rulesmanager': 'Review, create, disable and re-enable the medication rules.',
  '/interactions': 'Add, edit, disable and remove the drug–drug interactions.',
  '/ManageMeds': 'Add, edit and remove medications, their benefits and their risks.',
  '/contenthistory': 'Every version of the medications and rules, with its diff; roll back.',
  '/review': 'Check statements and rules against their sources and mark them reviewed.',
  '/release-conflicts': 'Items a new release and this site both changed: keep this site’s or take the release’s.',
  '/Settings': 'Choose the language model and prompts; test the connection.',
  '/feedback-inbox': 'Read, handle and export feedback and newsletter subscribers.',
  '/audit': 'Every change an administrator made, with before and after.',
  '/users': 'Find accounts; grant or remove superuser rights, deactivate, resend activation.',
};

/**
 * /AdminPortal: the intro and a tile per admin page (docs/product.md#screens). Guarded by RequireSuperuser.
 * `notes` are a line under a tile's description (e.g. how many items await clinical review), given by the route.
 */
export function AdminPortalPage({ notes = {} }: { notes?: Partial<Record<AdminPath, string>> }) {
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
              <span className="mt-1 text-sm text-slate-700">{descriptions[tile.to]}</span>
              {notes[tile.to] ? (
                <span className="mt-2 self-start rounded bg-violet-50 px-1.5 py-0.5 text-sm font-medium text-violet-900 ring-1 ring-violet-200">
                  {notes[tile.to]}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
