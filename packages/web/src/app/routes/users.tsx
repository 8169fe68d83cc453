import { RequireSuperuser } from '../../features/auth';
import { UsersPage } from '../../features/users';

/** /users: every account (superusers only). */
export default function UsersRoute() {
  return (
    <RequireSuperuser>
      <UsersPage />
    </RequireSuperuser>
  );
}
