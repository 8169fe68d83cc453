import type { ContentChangeResult, ContentRules } from '@balancer/contract';
import {
  drugClassSchema,
  isCriticalExclusion,
  moodStateSchema,
  riskFlagDefinitions,
  ruleEffectSchema,
  type SafetyRule,
} from '@balancer/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { ChangeFlowPanel, PreviewActions } from './change-flow-panel';
import { Checks, Choice, Field, NeedsReviewCheckbox, ProblemsAlert } from './form-parts';
import { emptyRule, fromDraft, toDraft, type RuleDraft } from './rule-form-model';
import { RuleSources } from './rule-sources';
import { effectChoice, triggerText } from './rule-text';
import { useChangeFlow } from './use-change-flow';

type Props = {
  content: ContentRules;
  rule?: SafetyRule;
  draft?: RuleDraft;
  /** Closes the form: after a save, or on Cancel. */
  onDone: () => void;
  onSaved: (ruleId: string, label: string, result: ContentChangeResult) => void;
};

const TRIGGERS = [
  ['anyOf', 'Any of the answers'],
  ['allOf', 'All of the answers'],
  ['always', 'Always (prior medications)'],
] as const;

const SEVERITIES = [
  ['critical', 'Critical'],
  ['warning', 'Warning'],
  ['info', 'Information'],
] as const;

const TARGETS = [
  ['ingredients', 'Ingredients'],
  ['classes', 'Classes'],
  ['regimens', 'Regimens'],
  ['priorMedications', 'The patient’s prior medications'],
  ['none', 'None (advice shown once)'],
] as const;

function targetOptions(kind: RuleDraft['targetKind'], content: ContentRules) {
  if (kind === 'ingredients') return content.ingredients.map((i) => ({ id: i.id, label: i.name }));
  if (kind === 'regimens') return content.regimens.map((r) => ({ id: r.id, label: r.name }));
  if (kind === 'classes') return drugClassSchema.options.map((c) => ({ id: c, label: c.replaceAll('_', ' ') }));
  return [];
}

/** Create or edit a rule: trigger, effect, targets, rationale, sources, severity; saved through the preview. */
export function RuleForm({ content, rule, draft: initial, onDone, onSaved }: Props) {
  const [d, setD] = useState<RuleDraft>(initial ?? (rule ? toDraft(rule) : emptyRule));
  // Once a preview was asked for, the missing fields are listed live, so the list shrinks as they are filled in.
  const [tried, setTried] = useState(false);
  const flow = useChangeFlow((result, change) => {
    if (change.kind === 'rule.create' || change.kind === 'rule.update') onSaved(change.rule.id, change.rule.label, result);
    onDone();
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const triggerName = useId();
  const set = (patch: Partial<RuleDraft>) => setD({ ...d, ...patch });
  const options = targetOptions(d.targetKind, content);
  // The form opens away from the button that opened it: bring it, and the keyboard focus, to the editor.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const preview = () => {
    const built = fromDraft(d, rule);
    setTried(true);
    if (built.rule) void flow.start({ kind: rule ? 'rule.update' : 'rule.create', rule: built.rule }, built.passages);
  };
  const title = rule ? `Edit rule: ${rule.label}` : 'New rule';
  const problems = tried ? fromDraft(d, rule).problems : [];

  return (
    <section aria-label={title} className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      <Field label="Label">
        {(id) => <input id={id} className={inputClass} value={d.label} onChange={(e) => set({ label: e.target.value })} />}
      </Field>
      {d.tree ? (
        <p className="text-sm text-slate-800">
          <span className={labelClass}>Condition</span> {triggerText(d.tree)}. This form keeps the condition as it is and edits the rest of
          the rule.
        </p>
      ) : null}
      <fieldset hidden={d.tree !== null}>
        <legend className={labelClass}>Trigger</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {TRIGGERS.map(([kind, text]) => (
            <label key={kind} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={triggerName}
                className="size-4 accent-brand-700"
                checked={d.triggerKind === kind}
                onChange={() => set({ triggerKind: kind })}
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      {!d.tree && d.triggerKind !== 'always' ? (
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
      {/* The effect's choices are sentences: its column is the widest. */}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Choice
          label="Effect"
          value={d.effect}
          options={ruleEffectSchema.options.map((o) => [o, effectChoice[o]] as const)}
          onChange={(effect) => set({ effect })}
        />
        <Choice label="Severity" value={d.severity} options={SEVERITIES} onChange={(severity) => set({ severity })} />
        <Choice label="Acts on" value={d.targetKind} options={TARGETS} onChange={(targetKind) => set({ targetKind, targets: [] })} />
      </div>
      {options.length ? (
        <Checks
          legend={`Target ${d.targetKind}`}
          options={options}
          value={d.targets}
          columns={3}
          onChange={(targets) => set({ targets })}
        />
      ) : null}
      <Field label="Rationale (shown to prescribers)">
        {(id) => (
          <textarea id={id} rows={3} className={inputClass} value={d.rationale} onChange={(e) => set({ rationale: e.target.value })} />
        )}
      </Field>
      {rule && d.effect !== rule.effect ? (
        <p className="text-sm text-amber-900">
          The effect changed from “{effectChoice[rule.effect]}”: rewrite the rationale for the new effect. It was:{' '}
          <del className="text-slate-700">{rule.rationale}</del>
        </p>
      ) : null}
      <RuleSources sources={d.sources} citations={content.citations} onChange={(sources) => set({ sources })} />
      <NeedsReviewCheckbox checked={d.needsReview} onChange={(needsReview) => set({ needsReview })} />
      <ProblemsAlert what="rule" problems={problems} />
      <ChangeFlowPanel flow={flow} {...(rule && isCriticalExclusion(rule) ? { confirmName: rule.label } : {})}>
        <PreviewActions flow={flow} onPreview={preview} onCancel={onDone} />
      </ChangeFlowPanel>
    </section>
  );
}
