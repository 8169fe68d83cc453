import { RequireSuperuser } from '../../features/auth';
import { RulesManagerPage } from '../../features/content';

/** /rulesmanager: superusers only. */
export default function Route() {
  return (
    <RequireSuperuser>
      <RulesManagerPage />
    </RequireSuperuser>
  );
}
