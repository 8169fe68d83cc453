import { RequireSuperuser } from '../../features/auth';
import { FileListPage } from '../../features/documents';

/** /listoffiles: superusers only. */
export default function ListOfFilesRoute() {
  return (
    <RequireSuperuser>
      <FileListPage />
    </RequireSuperuser>
  );
}
