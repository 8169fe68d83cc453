import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';

/** An admin page that a later issue builds; says so plainly instead of showing an empty page. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="max-w-2xl">
      <PageHeader title={title} />
      <Alert tone="info" title="Coming soon">
        This admin page is not built yet. The other admin tools are in the{' '}
        <Link to="/AdminPortal" className="font-medium underline underline-offset-2">
          Admin Portal
        </Link>
        .
      </Alert>
    </section>
  );
}
