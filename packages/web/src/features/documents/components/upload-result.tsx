import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import type { UploadState } from './upload-machine';

type Finished = Extract<UploadState, { phase: 'done' | 'failed' }>;

/** The visible outcome of an upload (docs/product.md#decisions, 10) in plain words, with what to do next; or the server's reason. */
export function UploadResult({ state }: { state: Finished }) {
  return (
    <div className="space-y-3" data-testid="upload-result">
      {state.phase === 'done' ? (
        <Alert tone="success" title="Upload complete: the file is in the library.">
          <p data-testid="result-title" className="font-medium break-words">
            {state.title || state.fileName}
          </p>
          <p className="mt-1">
            <span data-testid="result-pages">{state.pages ?? '—'}</span> {state.pages === 1 ? 'page' : 'pages'} indexed in{' '}
            <span data-testid="result-chunks">{state.chunks}</span> searchable passages: the chat can answer from it now.
          </p>
          <p className="mt-3 flex flex-wrap gap-2">
            <Link to={`/drugSummary?guid=${encodeURIComponent(state.guid)}`} className={buttonClass('primary', 'sm')}>
              Open
            </Link>
            <Link to={`/drugSummary?guid=${encodeURIComponent(state.guid)}`} className={buttonClass('secondary', 'sm')}>
              Ask about it
            </Link>
            <Link to="/rulesmanager" className={buttonClass('secondary', 'sm')}>
              See the rules
            </Link>
          </p>
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
