import { PageHeader } from '../../../components/ui/page-header';
import { DropZone } from './drop-zone';
import { ProgressBar } from './progress-bar';
import type { UploadState } from './upload-machine';
import { UploadResult } from './upload-result';
import { defaultUploadDeps, useUpload, type UploadDeps } from './use-upload';

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Progress({ state }: { state: UploadState }) {
  if (state.phase === 'uploading') {
    const percent = state.total ? Math.round((state.loaded / state.total) * 100) : 0;
    return (
      <ProgressBar
        label={`Uploading ${state.fileName}`}
        value={state.loaded}
        max={state.total}
        detail={`${percent}% · ${kb(state.loaded)} of ${kb(state.total)}`}
      />
    );
  }
  if (state.phase === 'ingesting') {
    const detail = state.pageCount ? `${state.pagesDone} of ${state.pageCount} pages` : 'Reading pages…';
    return (
      <ProgressBar
        label={`Reading and indexing ${state.title || state.fileName}`}
        value={state.pagesDone}
        max={state.pageCount}
        detail={detail}
      />
    );
  }
  return null;
}

/** /UploadFile: pick or drop a PDF, watch the upload and the ingestion, read the result. */
export function UploadPage({ deps = defaultUploadDeps }: { deps?: UploadDeps }) {
  const { state, start, busy } = useUpload(deps);
  return (
    <div className="max-w-3xl">
      <PageHeader title="Upload File">
        <p>
          Add a paper to Balancer&apos;s library. PDFs with a text layer only; scans and password-protected files are refused with the
          reason.
        </p>
      </PageHeader>
      <div className="space-y-5">
        {state.phase === 'done' || state.phase === 'failed' ? <UploadResult state={state} /> : null}
        <DropZone busy={busy} onFile={(file) => void start(file)} />
        <div aria-live="polite" data-testid="upload-progress">
          <Progress state={state} />
        </div>
      </div>
    </div>
  );
}
