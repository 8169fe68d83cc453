import { RequireSuperuser } from '../../features/auth';
import { ContentHistoryPage } from '../../features/content';

/** /contenthistory: superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <ContentHistoryPage />
    </RequireSuperuser>
  );
}
