import { RequireSuperuser } from '../../features/auth';
import { ReviewQueuePage } from '../../features/content';

/** /review: the clinical review queue, superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <ReviewQueuePage />
    </RequireSuperuser>
  );
}
