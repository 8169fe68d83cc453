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

/** What is being edited: a new rule (blank or drafted from an insight) above the list, or an existing rule in place. */
type Editing = { kind: 'new'; draft?: RuleDraft } | { kind: 'rule'; id: string } | null;

/** /rulesmanager: every rule of the active content, editable through the impact preview. */
export function RulesManagerPage() {
  const rules = useContentRules();
  const [editing, setEditing] = useState<Editing>(null);
  const [drafting, setDrafting] = useState(false);
  const content = rules.data;
  return (
    <div className="max-w-4xl">
      <PageHeader title="Medication Rules">
        <p>Check out the medication rules and their associated benefits and risks.</p>
      </PageHeader>
      {content ? (
        <p className="mb-4 text-sm break-words text-slate-700">
          Active content version <span className="font-mono break-all">{content.version.contentVersion}</span> ·{' '}
          <Link to="/contenthistory" className="text-brand-700 underline">
            History
          </Link>
        </p>
      ) : null}
      {rules.isPending ? <Spinner label="Loading rules…" /> : null}
      {rules.isError ? <Alert tone="error">{errorMessage(rules.error)}</Alert> : null}
      <RulesErrorBoundary>
        {content ? (
          <div className="space-y-4">
            {editing?.kind === 'new' ? (
              <RuleForm
                key={editing.draft ? editing.draft.label : 'new'}
                content={content}
                {...(editing.draft ? { draft: editing.draft } : {})}
                onDone={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setEditing({ kind: 'new' })}>New rule</Button>
                {drafting ? null : (
                  <Button variant="secondary" onClick={() => setDrafting(true)}>
                    Draft a rule from a library insight
                  </Button>
                )}
              </div>
            )}
            {drafting ? (
              <InsightDrafts
                content={content}
                onClose={() => setDrafting(false)}
                onDraft={(draft) => {
                  setDrafting(false);
                  setEditing({ kind: 'new', draft });
                }}
              />
            ) : null}
            {content.rules.length === 0 ? (
              <p className="text-sm text-slate-700">No medication rules found</p>
            ) : (
              <ul aria-label="Rules" className="space-y-2">
                {content.rules.map((view) => (
                  <RuleEntry
                    key={view.rule.id}
                    view={view}
                    content={content}
                    editing={editing?.kind === 'rule' && editing.id === view.rule.id}
                    onEdit={(on) => setEditing(on ? { kind: 'rule', id: view.rule.id } : null)}
                  />
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </RulesErrorBoundary>
    </div>
  );
}
