import { RequireSuperuser, AdminPortalPage } from '../../features/auth';

export default function AdminPortalRoute() {
  return (
    <RequireSuperuser>
      <AdminPortalPage />
    </RequireSuperuser>
  );
}
