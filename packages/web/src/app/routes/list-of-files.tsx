import { RequireSuperuser } from '../../features/auth';
import { FileListPage } from '../../features/documents/components/file-list-page';

/** /listoffiles: superusers only. */
export default function ListOfFilesRoute() {
  return (
    <RequireSuperuser>
      <FileListPage />
    </RequireSuperuser>
  );
}
