import type { ContentChangeResult, ContentRules } from '@balancer/contract';
import { isCriticalExclusion, reviewedText, type RuleView } from '@balancer/domain';
import { Button } from '../../../components/ui/button';
import { ChangeFlowPanel } from './change-flow-panel';
import { EntryCard } from './entry-card';
import { RuleForm } from './rule-form';
import { RuleMedication } from './rule-medication';
import { effectChoice, effectLabel, triggerText } from './rule-text';
import { useChangeFlow } from './use-change-flow';

type Props = {
  view: RuleView;
  content: ContentRules;
  editing: boolean;
  /** The content version this rule was just saved in: the entry is marked, open, and says so. */
  savedIn: number | null;
  onEdit: (editing: boolean) => void;
  onSaved: (ruleId: string, label: string, result: ContentChangeResult) => void;
};

/**
 * One rule, collapsible: Rule Type, Reason, Medications; Edit in place, and Disable or Re-enable through
 * the preview. A critical exclusion is marked, and changing it asks for its name (docs/adr/0036).
 */
export function RuleEntry({ view, content, editing, savedIn, onEdit, onSaved }: Props) {
  const { rule, ruleType, medications } = view;
  const title = rule.label.trim() || 'Unnamed Rule';
  const flow = useChangeFlow((result) => onSaved(rule.id, title, result));
  const critical = isCriticalExclusion(rule);
  return (
    <EntryCard
      data={{ 'data-rule': rule.id }}
      title={title}
      savedIn={savedIn}
      initiallyOpen={editing}
      badges={
        <>
          {critical ? <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Critical exclusion</span> : null}
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{effectLabel[rule.effect]}</span>
          {rule.disabled ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Disabled</span> : null}
        </>
      }
    >
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">Rule Type</dt>
        {/* The spec's two types say only whether the medication stays listed; the effect says how. */}
        <dd>
          {ruleType} ({ruleType === 'EXCLUDE' ? 'removed from the suggestions' : 'stays among the suggestions'})
        </dd>
        <dt className="font-medium">Effect</dt>
        <dd>
          {effectChoice[rule.effect]} · {rule.severity}
          {rule.needsReview ? ' · not yet verified' : ''}
          {rule.reviewed ? ` · ${reviewedText(rule.reviewed)}` : ''}
        </dd>
        <dt className="font-medium">Reason</dt>
        <dd>{rule.rationale}</dd>
        <dt className="font-medium">Trigger</dt>
        <dd>{triggerText(rule.when)}</dd>
      </dl>
      <div>
        <p className="font-medium">Medications</p>
        {medications.length ? (
          <ul className="mt-1 space-y-1">
            {medications.map((m) => (
              <RuleMedication key={m.id} medication={m} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No medications associated with this rule</p>
        )}
      </div>
      {editing ? (
        <RuleForm content={content} rule={rule} onDone={() => onEdit(false)} onSaved={onSaved} />
      ) : (
        <ChangeFlowPanel flow={flow} {...(critical ? { confirmName: title } : {})}>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(true)} aria-label={`Edit ${title}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant={rule.disabled ? 'secondary' : 'danger'}
              disabled={flow.previewing}
              onClick={() => void flow.start({ kind: 'rule.setEnabled', ruleId: rule.id, enabled: rule.disabled === true })}
            >
              {flow.previewing ? 'Checking…' : rule.disabled ? 'Re-enable' : 'Disable'}
            </Button>
          </div>
        </ChangeFlowPanel>
      )}
    </EntryCard>
  );
}
