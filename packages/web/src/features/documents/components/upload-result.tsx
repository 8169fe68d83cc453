import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { UploadState } from './upload-machine';

type Finished = Extract<UploadState, { phase: 'done' | 'failed' }>;

/** The visible outcome of an upload (docs/product.md#decisions, 10): title, pages and chunks, or the server's reason. */
export function UploadResult({ state }: { state: Finished }) {
  return (
    <div className="space-y-3" data-testid="upload-result">
      {state.phase === 'done' ? (
        <Alert tone="success" title="Upload complete: the file is in the library.">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">Title</dt>
            <dd data-testid="result-title" className="break-words">
              {state.title || state.fileName}
            </dd>
            <dt className="font-medium">Pages</dt>
            <dd data-testid="result-pages">{state.pages ?? '—'}</dd>
            <dt className="font-medium">Chunks</dt>
            <dd data-testid="result-chunks">{state.chunks}</dd>
          </dl>
        </Alert>
      ) : (
        <Alert
          tone="error"
          title={state.stage === 'upload' ? `${state.fileName} was not uploaded` : `${state.fileName} could not be indexed`}
        >
          <p data-testid="result-error">{state.message}</p>
        </Alert>
      )}
      <p className="text-sm text-slate-700">
        {state.phase === 'done' ? (
          <>
            Edit its title and publication in{' '}
            <Link to="/listoffiles" className="font-medium text-brand-700 underline underline-offset-2">
              Manage files
            </Link>
            , or upload another file below.
          </>
        ) : (
          'Nothing was added to the library. Choose another file below.'
        )}
      </p>
    </div>
  );
}
