import { RequireSuperuser } from '../../features/auth';
import { AuditPage } from '../../features/audit';

/** /audit: the audit log (superusers only). */
export default function AuditRoute() {
  return (
    <RequireSuperuser>
      <AuditPage />
    </RequireSuperuser>
  );
}
