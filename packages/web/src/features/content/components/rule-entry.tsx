import type { RuleView } from '@balancer/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChangeReview } from './change-review';
import { RuleMedication } from './rule-medication';
import { useChangeFlow } from './use-change-flow';

const EFFECT: Record<string, string> = {
  exclude: 'Excludes',
  promote: 'Promotes',
  warn: 'Warns',
  deprioritise: 'Deprioritises',
  favour: 'Favours',
};

/** One rule, collapsible: Rule Type, Reason, Medications; Edit, and Disable or Re-enable through the preview. */
export function RuleEntry({ view, onEdit }: { view: RuleView; onEdit: () => void }) {
  const { rule, ruleType, medications } = view;
  const flow = useChangeFlow();
  const [open, setOpen] = useState(false);
  const title = rule.label.trim() || 'Unnamed Rule';
  return (
    <li className="rounded-md border border-slate-200 bg-white">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3 text-sm font-medium text-slate-900">
          <span className="min-w-0 flex-1">{title}</span>
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{EFFECT[rule.effect] ?? rule.effect}</span>
          {rule.disabled ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Disabled</span> : null}
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-800">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium">Rule Type</dt>
            <dd>
              {ruleType} ({rule.effect}, {rule.severity})
            </dd>
            <dt className="font-medium">Reason</dt>
            <dd>{rule.rationale}</dd>
            <dt className="font-medium">Trigger</dt>
            <dd>
              {rule.trigger.kind === 'always'
                ? 'Always (prior medications)'
                : `${rule.trigger.kind === 'allOf' ? 'All of' : 'Any of'}: ${rule.trigger.flags.join(', ')}${rule.trigger.states ? ` (when ${rule.trigger.states.join(' or ')})` : ''}`}
            </dd>
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
          {flow.previewError ? <Alert tone="error">{flow.previewError}</Alert> : null}
          {flow.pending ? (
            <ChangeReview
              preview={flow.pending.preview}
              saving={flow.saving}
              error={flow.saveError}
              onSave={flow.save}
              onCancel={flow.cancel}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={onEdit}>
                Edit
              </Button>
              <Button
                size="sm"
                variant={rule.disabled ? 'secondary' : 'danger'}
                disabled={flow.previewing}
                onClick={() => void flow.start({ kind: 'rule.setEnabled', ruleId: rule.id, enabled: rule.disabled === true })}
              >
                {rule.disabled ? 'Re-enable' : 'Disable'}
              </Button>
            </div>
          )}
        </div>
      </details>
    </li>
  );
}
