import { RequireSuperuser } from '../../features/auth';
import { UploadPage } from '../../features/documents';

/** /UploadFile (any case): superusers only. */
export default function UploadFileRoute() {
  return (
    <RequireSuperuser>
      <UploadPage />
    </RequireSuperuser>
  );
}
