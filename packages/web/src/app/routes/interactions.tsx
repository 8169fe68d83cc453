import { RequireSuperuser } from '../../features/auth';
import { InteractionsPage } from '../../features/content';

/** /interactions: superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <InteractionsPage />
    </RequireSuperuser>
  );
}
