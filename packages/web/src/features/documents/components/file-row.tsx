import type { UploadedFile } from '@balancer/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/delete-document';
import { displayTitle } from '../api/documents-list';
import { fetchFileBlob, openBlob, saveBlob } from '../api/file-bytes';
import { FileDetails } from './file-details';
import { MetadataForm } from './metadata-form';

type Mode = 'view' | 'edit' | 'confirm-delete';

/** The row's failure messages (docs/product.md#errors), shown inline in the row instead of window.alert. */
export const fileAlerts = {
  download: 'Failed to download the file. Please try again.',
  open: 'Failed to open the file. Please try again.',
} as const;

/** One file of /listoffiles: view, edit (Save/Cancel), download, open in a new tab, delete with confirmation. */
export function FileRow({ file }: { file: UploadedFile }) {
  const [mode, setMode] = useState<Mode>('view');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'download' | 'open' | null>(null);
  const remove = useDeleteDocument(file.guid);
  const name = displayTitle(file);

  const withBytes = async (kind: 'download' | 'open') => {
    setAlert(null);
    setBusy(kind);
    try {
      const blob = await fetchFileBlob(file.guid);
      if (kind === 'download') saveBlob(blob, file.fileName);
      else if (!openBlob(blob)) setAlert(fileAlerts.open);
    } catch {
      setAlert(fileAlerts[kind]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="file-row">
      {mode === 'edit' ? <MetadataForm file={file} onDone={() => setMode('view')} /> : <FileDetails file={file} />}
      {mode === 'view' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={`/drugSummary?guid=${encodeURIComponent(file.guid)}`}
            className={buttonClass('primary', 'sm')}
            aria-label={`Open in workspace: ${name}`}
          >
            Open in workspace
          </Link>
          <Button size="sm" variant="secondary" onClick={() => setMode('edit')} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void withBytes('download')}
            disabled={busy !== null}
            aria-label={`Download ${name}`}
          >
            {busy === 'download' ? 'Downloading…' : 'Download'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void withBytes('open')}
            disabled={busy !== null}
            aria-label={`Open in new tab: ${name}`}
          >
            {busy === 'open' ? 'Opening…' : 'Open in new tab'}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setMode('confirm-delete')} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div
          role="group"
          aria-label={`Delete ${name}?`}
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>Delete this file, its pages and its search index? This cannot be undone.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Confirm Delete'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setMode('view')} disabled={remove.isPending}>
              Keep file
            </Button>
          </div>
          {remove.isError ? (
            <p role="alert" className="mt-2 font-medium">
              Could not delete the file: {errorMessage(remove.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {alert ? (
        <Alert tone="error" className="mt-3">
          {alert}
        </Alert>
      ) : null}
    </li>
  );
}
