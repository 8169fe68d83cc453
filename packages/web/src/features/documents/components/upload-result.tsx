import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { setInsightsOn } from '../../../lib/insights-toggle';
import { rulesPending, useRules } from '../../document-chat';
import type { UploadState } from './upload-machine';

type Finished = Extract<UploadState, { phase: 'done' | 'failed' }>;

/** The document in the workspace; `?pane=` brings a pane forward on a phone, the chat with the cursor in its question box. */
const workspace = (guid: string, pane?: 'chat' | 'insights') =>
  `/drugSummary?guid=${encodeURIComponent(guid)}${pane ? `&pane=${pane}` : ''}`;

/** How many rules the document states, in words; while its extraction job runs, that they are being found. */
function RulesFound({ guid }: { guid: string }) {
  const rules = useRules(guid);
  const n = rules.data?.rules.length;
  const text = rules.isError
    ? 'its rules not yet read'
    : n === undefined
      ? 'finding rules…'
      : `${n === 0 ? 'no' : n} ${n === 1 ? 'rule' : 'rules'} found`;
  return (
    <span data-testid="result-rules" data-pending={rulesPending(rules.failureReason) || undefined}>
      {text}
    </span>
  );
}

/** The visible outcome of an upload (docs/product.md#decisions, 10) in plain words, with what to do next; or the server's reason. */
export function UploadResult({ state }: { state: Finished }) {
  return (
    <div className="space-y-3" data-testid="upload-result">
      {state.phase === 'done' ? (
        <Alert tone="success" title="Upload complete: the file is in the library.">
          <p data-testid="result-title" className="font-medium break-words">
            {state.title || state.fileName}
          </p>
          <p className="mt-1" aria-live="polite">
            <span data-testid="result-pages">{state.pages ?? '—'}</span> {state.pages === 1 ? 'page' : 'pages'} indexed,{' '}
            <RulesFound guid={state.guid} />
          </p>
          <p>The chat can answer from it now.</p>
          <p className="mt-3 flex flex-wrap gap-2">
            <Link to={workspace(state.guid)} className={buttonClass('primary', 'sm')} onClick={() => setInsightsOn(false)}>
              Open
            </Link>
            <Link to={workspace(state.guid, 'chat')} className={buttonClass('secondary', 'sm')} onClick={() => setInsightsOn(false)}>
              Ask about it
            </Link>
            {/* The rules just extracted are the document's insights, beside it in the workspace. */}
            <Link to={workspace(state.guid, 'insights')} className={buttonClass('secondary', 'sm')} onClick={() => setInsightsOn(true)}>
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
