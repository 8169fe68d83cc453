import { RequireSuperuser, AdminPortalPage } from '../../features/auth';
import { useConflictCount, useReviewCount } from '../../features/content';

/** The count of items awaiting clinical review shows on the admin home (issue 30); asked only once signed in. */
function Portal() {
  const count = useReviewCount();
  const conflicts = useConflictCount();
  const notes = {
    ...(count === undefined ? {} : { '/review': count ? `${count} awaiting review` : 'Nothing awaits review' }),
    ...(conflicts ? { '/release-conflicts': `${conflicts} to settle` } : {}),
  };
  return <AdminPortalPage notes={notes} />;
}

export default function AdminPortalRoute() {
  return (
    <RequireSuperuser>
      <Portal />
    </RequireSuperuser>
  );
}
