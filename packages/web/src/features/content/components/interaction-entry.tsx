import type { ContentChangeResult, ContentInteractions } from '@balancer/contract';
import { reviewedText, type InteractionView } from '@balancer/domain';
import { Button } from '../../../components/ui/button';
import { ChangeFlowPanel } from './change-flow-panel';
import { EntryCard } from './entry-card';
import { InteractionForm } from './interaction-form';
import { effectLabel } from './rule-text';
import { useChangeFlow } from './use-change-flow';

type Props = {
  view: InteractionView;
  content: ContentInteractions;
  editing: boolean;
  savedIn: number | null;
  onEdit: (editing: boolean) => void;
  onSaved: (id: string, result: ContentChangeResult) => void;
};

/** The names a side's ids stand for, from the vocabulary the server sent. */
export function sideText(side: InteractionView['a'], drugs: ContentInteractions['drugs']): string {
  const name = (list: { id: string; name: string }[], id: string) => list.find((c) => c.id === id)?.name ?? id;
  return [
    ...(side.ingredients ?? []).map((id) => name(drugs.ingredients, id)),
    ...(side.classes ?? []).map((id) => name(drugs.classes, id)),
  ].join(', ');
}

/** One interaction, collapsible: both sides, effect, the prescriber's text, sources; Edit, Disable or Re-enable, Delete through the preview. */
export function InteractionEntry({ view, content, editing, savedIn, onEdit, onSaved }: Props) {
  const title = `${sideText(view.a, content.drugs)} with ${sideText(view.b, content.drugs)}`;
  const flow = useChangeFlow((result) => onSaved(view.id, result));
  const sources = view.sources.map((s) => `${content.citations.find((c) => c.id === s.citationId)?.short ?? s.citationId} (${s.locator})`);
  return (
    <EntryCard
      data={{ 'data-interaction': view.id }}
      title={title}
      savedIn={savedIn}
      initiallyOpen={editing}
      badges={
        <>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{effectLabel[view.effect]}</span>
          {view.needsReview ? <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Awaiting review</span> : null}
          {view.disabled ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Disabled</span> : null}
        </>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium">Identifier</dt>
        <dd className="font-mono break-all">{view.id}</dd>
        <dt className="font-medium">Severity</dt>
        <dd>
          {view.severity}
          {view.reviewed ? ` · ${reviewedText(view.reviewed)}` : ''}
        </dd>
        <dt className="font-medium">Clinical effect</dt>
        <dd>{view.clinicalEffect}</dd>
        <dt className="font-medium">Mechanism</dt>
        <dd>{view.mechanism}</dd>
        <dt className="font-medium">Management</dt>
        <dd>{view.management}</dd>
        <dt className="font-medium">Sources</dt>
        <dd>{sources.join('; ')}</dd>
        <dt className="font-medium">Rules</dt>
        <dd className="break-words">
          {view.ruleIds.length
            ? view.ruleIds.join(', ')
            : view.disabled
              ? 'None while disabled'
              : 'None: no medication Balancer suggests is on either side'}
        </dd>
      </dl>
      {editing ? (
        <InteractionForm content={content} interaction={view} onDone={() => onEdit(false)} onSaved={onSaved} />
      ) : (
        <ChangeFlowPanel flow={flow}>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(true)} aria-label={`Edit ${title}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant={view.disabled ? 'secondary' : 'danger'}
              disabled={flow.previewing}
              aria-label={`${view.disabled ? 'Re-enable' : 'Disable'} ${title}`}
              onClick={() => void flow.start({ kind: 'interaction.setEnabled', interactionId: view.id, enabled: view.disabled === true })}
            >
              {view.disabled ? 'Re-enable' : 'Disable'}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={flow.previewing}
              aria-label={`Delete ${title}`}
              onClick={() => void flow.start({ kind: 'interaction.delete', interactionId: view.id })}
            >
              Delete
            </Button>
          </div>
        </ChangeFlowPanel>
      )}
    </EntryCard>
  );
}
