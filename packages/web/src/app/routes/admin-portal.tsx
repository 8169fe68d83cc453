import { RequireSuperuser } from '../../features/auth';
import { AdminPortalPage } from '../../features/auth/components/admin-portal-page';

export default function AdminPortalRoute() {
  return (
    <RequireSuperuser>
      <AdminPortalPage />
    </RequireSuperuser>
  );
}
