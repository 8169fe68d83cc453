import { RequireSignIn } from '../../features/auth';
import { WorkspacePage } from '../../features/workspace';

/** /drugsummary (any case): the document workspace, for signed-in users. Its own chunk (pdf.js lives here). */
export default function DrugSummaryRoute() {
  return (
    <RequireSignIn why="The document chat is for signed-in users.">
      <WorkspacePage />
    </RequireSignIn>
  );
}
