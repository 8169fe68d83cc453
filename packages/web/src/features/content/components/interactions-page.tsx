import type { ContentChangeResult } from '@balancer/contract';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useContentInteractions } from '../api/content-api';
import { ContentVersionLine, SavedVersionAlert } from './content-version-line';
import { RulesErrorBoundary } from './error-boundary';
import { InteractionEntry } from './interaction-entry';
import { InteractionForm } from './interaction-form';

type Editing = { kind: 'new' } | { kind: 'interaction'; id: string } | null;

/** /interactions: every drug–drug interaction of the active content, editable through the impact preview (docs/adr/0048). */
export function InteractionsPage() {
  const query = useContentInteractions();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(null);
  const content = query.data;
  const onSaved = (id: string, result: ContentChangeResult) => setSaved({ id, version: result.version.id });
  const savedListed = Boolean(saved && content?.interactions.some((x) => x.id === saved.id));
  useEffect(() => {
    if (saved && savedListed) document.querySelector(`[data-interaction="${CSS.escape(saved.id)}"]`)?.scrollIntoView({ block: 'center' });
  }, [saved, savedListed]);
  return (
    <div className="max-w-4xl">
      <PageHeader title="Drug Interactions">
        <p>
          Pairs of drugs and what the pair does to a suggestion: a candidate holding one while the patient takes the other, either way, or a
          combination holding both.
        </p>
      </PageHeader>
      {content ? <ContentVersionLine contentVersion={content.version.contentVersion} /> : null}
      <SavedVersionAlert version={saved?.version ?? null}>The interaction “{saved?.id}”</SavedVersionAlert>
      {query.isPending ? <Spinner label="Loading interactions…" /> : null}
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      <RulesErrorBoundary>
        {content ? (
          <div className="space-y-4">
            {editing?.kind === 'new' ? (
              <InteractionForm content={content} onDone={() => setEditing(null)} onSaved={onSaved} />
            ) : (
              <Button
                onClick={() => {
                  setSaved(null);
                  setEditing({ kind: 'new' });
                }}
              >
                New interaction
              </Button>
            )}
            <p className="text-sm text-slate-700">{content.interactions.length} interactions.</p>
            <ul className="space-y-2">
              {content.interactions.map((x) => (
                <InteractionEntry
                  key={x.id}
                  view={x}
                  content={content}
                  editing={editing?.kind === 'interaction' && editing.id === x.id}
                  savedIn={saved?.id === x.id ? saved.version : null}
                  onEdit={(on) => setEditing(on ? { kind: 'interaction', id: x.id } : null)}
                  onSaved={onSaved}
                />
              ))}
            </ul>
          </div>
        ) : null}
      </RulesErrorBoundary>
    </div>
  );
}
