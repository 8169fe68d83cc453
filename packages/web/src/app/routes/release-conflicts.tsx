import { RequireSuperuser } from '../../features/auth';
import { ReleaseConflictsPage } from '../../features/content';

/** /release-conflicts: release-merge conflicts to settle, superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <ReleaseConflictsPage />
    </RequireSuperuser>
  );
}
