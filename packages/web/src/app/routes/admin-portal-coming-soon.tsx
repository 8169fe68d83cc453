import { useLocation } from 'react-router';
import { RequireSuperuser, comingSoonPages, ComingSoonPage } from '../../features/auth';

/** The admin pages of later issues (/drugSummary, /rulesmanager, /ManageMeds): guarded placeholders. */
export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const page = comingSoonPages.find((p) => pathname.replace(/\/+$/, '').toLowerCase() === `/${p.path.toLowerCase()}`);
  return (
    <RequireSuperuser>
      <ComingSoonPage title={page?.title ?? 'Admin page'} />
    </RequireSuperuser>
  );
}
