import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

/** Shown to a signed-in user who is not a superuser and opens an admin page (never a blank page). */
export function NotAllowed() {
  return (
    <section data-testid="not-allowed" className="max-w-xl">
      <PageHeader title="Not allowed">
        This page is for administrators. Your account is signed in but does not have administrator rights. If you think it should, ask a
        Balancer administrator.
      </PageHeader>
      <Link to="/" className={buttonClass('secondary')}>
        Go to the Medication Suggester
      </Link>
    </section>
  );
}
