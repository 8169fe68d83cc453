import { RequireSuperuser } from '../../features/auth';
import { FeedbackInboxPage } from '../../features/feedback';

/** /feedback-inbox: feedback and newsletter subscribers (superusers only). */
export default function FeedbackInboxRoute() {
  return (
    <RequireSuperuser>
      <FeedbackInboxPage />
    </RequireSuperuser>
  );
}
