import { RequireSignIn } from '../../features/auth';
import { LibraryPage } from '../../features/info-pages';

/** /library: the documents the chat answers from, for signed-in users. */
export default function LibraryRoute() {
  return (
    <RequireSignIn why="The library and its document chat are for signed-in users.">
      <LibraryPage />
    </RequireSignIn>
  );
}
