import type { SafetyRule } from '@balancer/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useContentRules } from '../api/content-api';
import { RulesErrorBoundary } from './error-boundary';
import { InsightDrafts } from './insight-drafts';
import { RuleEntry } from './rule-entry';
import { RuleForm } from './rule-form';
import type { RuleDraft } from './rule-form-model';

type Editing = { rule?: SafetyRule; draft?: RuleDraft } | null;

/** /rulesmanager: every rule of the active content, editable through the impact preview. */
export function RulesManagerPage() {
  const rules = useContentRules();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="max-w-4xl">
      <PageHeader title="Medication Rules">
        <p>Check out the medication rules and their associated benefits and risks.</p>
      </PageHeader>
      {rules.data ? (
        <p className="mb-4 text-sm text-slate-700">
          Active content version <span className="font-mono">{rules.data.version.contentVersion}</span> ·{' '}
          <Link to="/contenthistory" className="text-brand-700 underline">
            History
          </Link>
        </p>
      ) : null}
      {rules.isPending ? <Spinner label="Loading rules…" /> : null}
      {rules.isError ? <Alert tone="error">{errorMessage(rules.error)}</Alert> : null}
      <RulesErrorBoundary>
        {rules.data ? (
          <div className="space-y-4">
            {editing ? (
              <RuleForm key={editing.rule?.id ?? 'new'} content={rules.data} {...editing} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setEditing({})}>New rule</Button>
              </div>
            )}
            <InsightDrafts content={rules.data} onDraft={(draft) => setEditing({ draft })} />
            {rules.data.rules.length === 0 ? (
              <p className="text-sm text-slate-700">No medication rules found</p>
            ) : (
              <ul aria-label="Rules" className="space-y-2">
                {rules.data.rules.map((view) => (
                  <RuleEntry key={view.rule.id} view={view} onEdit={() => setEditing({ rule: view.rule })} />
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </RulesErrorBoundary>
    </div>
  );
}
