import type { ContentChangeResult } from '@balancer/contract';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useContentRules } from '../api/content-api';
import { ContentVersionLine, SavedVersionAlert } from './content-version-line';
import { RulesErrorBoundary } from './error-boundary';
import { InsightDrafts } from './insight-drafts';
import { RuleForm } from './rule-form';
import type { RuleDraft } from './rule-form-model';
import type { RuleGrouping } from './rule-list-model';
import { RulesList } from './rules-list';

/** What is being edited: a new rule (blank or drafted from an insight) above the list, or an existing rule in place. */
type Editing = { kind: 'new'; draft?: RuleDraft } | { kind: 'rule'; id: string } | null;

/** /rulesmanager: every rule of the active content, editable through the impact preview. */
export function RulesManagerPage() {
  const rules = useContentRules();
  const [editing, setEditing] = useState<Editing>(null);
  const [drafting, setDrafting] = useState(false);
  const [query, setQuery] = useState('');
  const [grouping, setGrouping] = useState<RuleGrouping>('flag');
  const [saved, setSaved] = useState<{ id: string; label: string; version: number } | null>(null);
  const content = rules.data;
  const onSaved = (id: string, label: string, result: ContentChangeResult) => {
    // A filter that would hide the saved rule is cleared, so that the rule can be shown.
    setQuery('');
    setSaved({ id, label, version: result.version.id });
  };
  // The saved rule sits in its group, not at the bottom: once the list has it, bring it into view.
  const savedListed = Boolean(saved && content?.rules.some((v) => v.rule.id === saved.id));
  useEffect(() => {
    if (saved && savedListed) document.querySelector(`[data-rule="${CSS.escape(saved.id)}"]`)?.scrollIntoView({ block: 'center' });
  }, [saved, savedListed]);
  return (
    <div className="max-w-4xl">
      <PageHeader title="Medication Rules">
        <p>Check out the medication rules and their associated benefits and risks.</p>
      </PageHeader>
      {content ? <ContentVersionLine contentVersion={content.version.contentVersion} /> : null}
      <SavedVersionAlert version={saved?.version ?? null}>“{saved?.label}”</SavedVersionAlert>
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
                onSaved={onSaved}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => {
                    setSaved(null);
                    setEditing({ kind: 'new' });
                  }}
                >
                  New rule
                </Button>
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
              <RulesList
                content={content}
                query={query}
                onQuery={setQuery}
                grouping={grouping}
                onGrouping={setGrouping}
                editingId={editing?.kind === 'rule' ? editing.id : null}
                onEdit={(id) => setEditing(id ? { kind: 'rule', id } : null)}
                saved={saved}
                onSaved={onSaved}
              />
            )}
          </div>
        ) : null}
      </RulesErrorBoundary>
    </div>
  );
}
