import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentList } from '../api/documents-list';
import { FileRow } from './file-row';

/** /listoffiles: every uploaded file, newest first as the server lists them. */
export function FileListPage() {
  const files = useDocumentList();
  return (
    <div className="max-w-4xl">
      <PageHeader title="Manage files">
        <p>Edit a file&apos;s title and publication details, download it, open it or remove it from the library.</p>
      </PageHeader>
      <div className="mb-4">
        <Link to="/UploadFile" className={buttonClass('primary')}>
          Upload a PDF
        </Link>
      </div>
      {files.isPending ? <Spinner label="Loading files…" /> : null}
      {files.isError ? (
        <Alert tone="error" title="Could not load the files">
          {errorMessage(files.error)}
        </Alert>
      ) : null}
      {files.data && files.data.length === 0 ? (
        <p className="text-sm text-slate-700">No files yet. Upload a PDF to start the library.</p>
      ) : null}
      {files.data && files.data.length > 0 ? (
        <ul aria-label="Files" className="space-y-3">
          {files.data.map((file) => (
            <FileRow key={file.guid} file={file} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
