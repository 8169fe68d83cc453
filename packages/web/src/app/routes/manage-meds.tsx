import { RequireSuperuser } from '../../features/auth';
import { ManageMedsPage } from '../../features/content';

/** /ManageMeds: superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <ManageMedsPage />
    </RequireSuperuser>
  );
}
