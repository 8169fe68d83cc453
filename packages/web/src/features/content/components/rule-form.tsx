import type { ContentRules } from '@balancer/contract';
import { drugClassSchema, moodStateSchema, riskFlagDefinitions, ruleEffectSchema, type SafetyRule } from '@balancer/domain';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { ChangeReview } from './change-review';
import { emptyRule, fromDraft, toDraft, type RuleDraft } from './rule-form-model';
import { RuleSources } from './rule-sources';
import { useChangeFlow } from './use-change-flow';

type Props = { content: ContentRules; rule?: SafetyRule; draft?: RuleDraft; onDone: () => void };

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

function Checks({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { id: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={value.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((x) => x !== o.id))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Create or edit a rule: trigger, effect, targets, rationale, sources, severity; saved through the preview. */
export function RuleForm({ content, rule, draft: initial, onDone }: Props) {
  const [d, setD] = useState<RuleDraft>(initial ?? (rule ? toDraft(rule) : emptyRule));
  const [problems, setProblems] = useState<string[]>([]);
  const flow = useChangeFlow(onDone);
  const set = (patch: Partial<RuleDraft>) => setD({ ...d, ...patch });
  const targetOptions =
    d.targetKind === 'ingredients'
      ? content.ingredients.map((i) => ({ id: i.id, label: i.name }))
      : d.targetKind === 'regimens'
        ? content.regimens.map((r) => ({ id: r.id, label: r.name }))
        : d.targetKind === 'classes'
          ? drugClassSchema.options.map((c) => ({ id: c, label: c.replaceAll('_', ' ') }))
          : [];

  const preview = () => {
    const built = fromDraft(d, rule);
    setProblems(built.problems);
    if (built.rule) void flow.start({ kind: rule ? 'rule.update' : 'rule.create', rule: built.rule }, built.passages);
  };

  return (
    <section
      aria-label={rule ? `Edit rule ${rule.label}` : 'New rule'}
      className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h2 className="text-base font-semibold text-slate-900">{rule ? `Edit rule: ${rule.label}` : 'New rule'}</h2>
      <Field label="Label">
        {(id) => <input id={id} className={inputClass} value={d.label} onChange={(e) => set({ label: e.target.value })} />}
      </Field>
      <fieldset>
        <legend className={labelClass}>Trigger</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {(
            [
              ['anyOf', 'Any of the answers'],
              ['allOf', 'All of the answers'],
              ['always', 'Always (prior medications)'],
            ] as const
          ).map(([kind, text]) => (
            <label key={kind} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="trigger"
                className="size-4 accent-brand-700"
                checked={d.triggerKind === kind}
                onChange={() => set({ triggerKind: kind })}
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      {d.triggerKind !== 'always' ? (
        <>
          <Checks
            legend="Risk answers (Yes)"
            options={riskFlagDefinitions.map((f) => ({ id: f.id, label: f.label }))}
            value={d.flags}
            onChange={(flags) => set({ flags })}
          />
          <Checks
            legend="Only in these states (none: every state)"
            options={moodStateSchema.options.map((s) => ({ id: s, label: s }))}
            value={d.states}
            onChange={(states) => set({ states })}
          />
        </>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Effect">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={d.effect}
              onChange={(e) => set({ effect: e.target.value as RuleDraft['effect'] })}
            >
              {ruleEffectSchema.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Severity">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={d.severity}
              onChange={(e) => set({ severity: e.target.value as RuleDraft['severity'] })}
            >
              {(['critical', 'warning', 'info'] as const).map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Targets">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={d.targetKind}
              onChange={(e) => set({ targetKind: e.target.value as RuleDraft['targetKind'], targets: [] })}
            >
              <option value="ingredients">ingredients</option>
              <option value="classes">classes</option>
              <option value="regimens">regimens</option>
              <option value="priorMedications">prior medications</option>
              <option value="none">none (advisory)</option>
            </select>
          )}
        </Field>
      </div>
      {targetOptions.length ? (
        <Field label={`Target ${d.targetKind}`}>
          {(id) => (
            <select
              id={id}
              multiple
              size={6}
              className={inputClass}
              value={d.targets}
              onChange={(e) => set({ targets: [...e.target.selectedOptions].map((o) => o.value) })}
            >
              {targetOptions.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label="Rationale (shown to prescribers)">
        {(id) => (
          <textarea id={id} rows={3} className={inputClass} value={d.rationale} onChange={(e) => set({ rationale: e.target.value })} />
        )}
      </Field>
      <RuleSources sources={d.sources} citations={content.citations} onChange={(sources) => set({ sources })} />
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={d.needsReview}
          onChange={(e) => set({ needsReview: e.target.checked })}
        />
        Not yet verified against its sources (shown as such)
      </label>
      {problems.length ? (
        <Alert tone="error" title="The rule is not complete">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
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
        <div className="flex gap-2">
          <Button disabled={flow.previewing} onClick={preview}>
            {flow.previewing ? 'Checking…' : 'Preview the change'}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      )}
    </section>
  );
}
