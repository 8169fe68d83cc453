import { RequireSuperuser } from '../../features/auth';
import { SettingsPage } from '../../features/ai-settings';

/** /Settings: the AI settings (superusers only). */
export default function SettingsRoute() {
  return (
    <RequireSuperuser>
      <SettingsPage />
    </RequireSuperuser>
  );
}
