import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingLines } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { rulesPending, useReExtractRules, useRules } from '../api/rule-extraction';
import { useOpenPage } from '../api/use-open-page';
import { RuleItem } from './rule-item';

/** The insights of the open document: the inclusion and exclusion rules it states, each linked to its page. */
export function InsightsPane({ guid }: { guid: string | null }) {
  return (
    <div className="flex h-full min-h-0 flex-col bg-white" data-testid="insights-pane">
      {guid ? (
        <Insights guid={guid} />
      ) : (
        <>
          <InsightsHeader />
          <p className="p-4 text-sm text-slate-700">Open a document to see the medication rules it states.</p>
        </>
      )}
    </div>
  );
}

function InsightsHeader({ children }: { children?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
      <h2 id="insights-title" className="text-base font-semibold text-slate-900">
        Insights
      </h2>
      {children}
    </div>
  );
}

function Insights({ guid }: { guid: string }) {
  const rules = useRules(guid);
  const reExtract = useReExtractRules(guid);
  const { isSuperuser } = useAuth();
  const openPage = useOpenPage(guid);
  // Superusers extract again; everyone else reloads what is stored.
  const refresh = () => (isSuperuser ? reExtract.mutate() : void rules.refetch());
  const refreshing = reExtract.isPending || (rules.isFetching && !rules.isPending);

  return (
    <>
      <InsightsHeader>
        {rules.data ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={refresh}
            disabled={refreshing}
            title={isSuperuser ? 'Extract the rules from this document again' : 'Reload the rules'}
          >
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        ) : null}
      </InsightsHeader>
      <div className="flex-1 overflow-y-auto p-4">
        {rules.isPending ? (
          <LoadingLines label={rulesPending(rules.failureReason) ? 'Finding rules…' : 'Loading rules…'} />
        ) : rules.isError ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            <h3 className="font-semibold">Error Loading Rules</h3>
            <p className="mt-1">{errorMessage(rules.error) || 'Failed to fetch rule extraction'}</p>
            <Button variant="danger" size="sm" className="mt-2" onClick={() => void rules.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            {reExtract.isError ? (
              <p role="alert" className="mb-3 text-sm text-red-800">
                {errorMessage(reExtract.error)}
              </p>
            ) : null}
            {rules.data.rules.length === 0 ? (
              <p className="text-sm text-slate-700">No rule extraction data available.</p>
            ) : (
              <ul className="space-y-3" aria-label="Rules in this document">
                {rules.data.rules.map((rule, i) => (
                  <RuleItem key={`${rule.chunkNumber}-${i}`} guid={guid} rule={rule} onOpen={openPage} />
                ))}
              </ul>
            )}
            <p className="mt-4 text-xs text-slate-600">
              {rules.data.extractor === 'model' ? 'Extracted by the language model' : 'Extracted without a language model'}; each rule's
              quote was checked against its page. Each is a draft to check, not guidance, until a clinician confirms it in the rules
              manager.
            </p>
          </>
        )}
      </div>
    </>
  );
}
