import type { ContentChangeResult, ContentInteractions } from '@balancer/contract';
import type { InteractionView } from '@balancer/domain';
import { useEffect, useRef, useState } from 'react';
import { ChipsInput } from '../../../components/ui/chips-input';
import type { ChipSuggestion } from '../../../components/ui/chips-filter';
import { inputClass } from '../../../components/ui/form-styles';
import { ChangeFlowPanel, PreviewActions } from './change-flow-panel';
import { Choice, Field, NeedsReviewCheckbox, ProblemsAlert } from './form-parts';
import { emptyInteraction, fromDraft, toDraft, type InteractionDraft } from './interaction-form-model';
import { effectChoice } from './rule-text';
import { RuleSources } from './rule-sources';
import { useChangeFlow } from './use-change-flow';

type Props = {
  content: ContentInteractions;
  interaction?: InteractionView;
  /** Closes the form: after a save, or on Cancel. */
  onDone: () => void;
  onSaved: (id: string, result: ContentChangeResult) => void;
};

const SEVERITIES = [
  ['critical', 'Critical'],
  ['warning', 'Warning'],
  ['info', 'Information'],
] as const;
const EFFECTS = (['exclude', 'deprioritise', 'warn'] as const).map((e) => [e, effectChoice[e]] as const);

const suggestions = (list: { id: string; name: string }[]): ChipSuggestion[] =>
  list.map((c) => ({ value: c.name, aliases: [c.id], ingredients: [c.name] }));

type SideProps = {
  legend: string;
  hint: string;
  ingredients: string[];
  classes: string[];
  drugs: ContentInteractions['drugs'];
  onChange: (i: string[], c: string[]) => void;
};

/** One side of the pair: ingredients and classes of the drug vocabulary, typed with suggestions. */
function Side({ legend, hint, ingredients, classes, drugs, onChange }: SideProps) {
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-700">{hint}</p>
      <ChipsInput
        label={`${legend}: ingredients`}
        value={ingredients}
        suggestions={suggestions(drugs.ingredients)}
        onChange={(i) => onChange(i, classes)}
      />
      <ChipsInput
        label={`${legend}: classes`}
        value={classes}
        suggestions={suggestions(drugs.classes)}
        onChange={(c) => onChange(ingredients, c)}
      />
    </fieldset>
  );
}

/** Create or edit an interaction: the two sides, what it does, the prescriber's text and sources; saved through the preview. */
export function InteractionForm({ content, interaction, onDone, onSaved }: Props) {
  const [d, setD] = useState<InteractionDraft>(interaction ? toDraft(interaction, content.drugs) : emptyInteraction);
  const [tried, setTried] = useState(false);
  const flow = useChangeFlow((result, change) => {
    if (change.kind === 'interaction.create' || change.kind === 'interaction.update') onSaved(change.interaction.id, result);
    onDone();
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const set = (patch: Partial<InteractionDraft>) => setD({ ...d, ...patch });
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const preview = () => {
    const built = fromDraft(d, content.drugs);
    setTried(true);
    if (built.interaction)
      void flow.start({ kind: interaction ? 'interaction.update' : 'interaction.create', interaction: built.interaction }, built.passages);
  };
  const title = interaction ? `Edit interaction: ${interaction.id}` : 'New interaction';
  const problems = tried ? fromDraft(d, content.drugs).problems : [];
  const text = (label: string, key: 'clinicalEffect' | 'mechanism' | 'management') => (
    <Field label={label}>
      {(id) => <textarea id={id} rows={2} className={inputClass} value={d[key]} onChange={(e) => set({ [key]: e.target.value })} />}
    </Field>
  );

  return (
    <section aria-label={title} className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {interaction ? null : (
        <Field label="Identifier (lower-case words joined by hyphens; left empty, made from the two sides)">
          {(id) => <input id={id} className={inputClass} value={d.id} onChange={(e) => set({ id: e.target.value })} />}
        </Field>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <Side
          legend="Suggested drug"
          hint="What Balancer may suggest."
          ingredients={d.aIngredients}
          classes={d.aClasses}
          drugs={content.drugs}
          onChange={(aIngredients, aClasses) => set({ aIngredients, aClasses })}
        />
        <Side
          legend="Drug taken"
          hint="What the patient may take now. The pair applies either way round, and to a combination holding both."
          ingredients={d.bIngredients}
          classes={d.bClasses}
          drugs={content.drugs}
          onChange={(bIngredients, bClasses) => set({ bIngredients, bClasses })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Choice label="Effect" value={d.effect} options={EFFECTS} onChange={(effect) => set({ effect })} />
        <Choice label="Severity" value={d.severity} options={SEVERITIES} onChange={(severity) => set({ severity })} />
      </div>
      {text('Clinical effect (shown to prescribers)', 'clinicalEffect')}
      {text('Mechanism', 'mechanism')}
      {text('Management (what to do)', 'management')}
      <RuleSources sources={d.sources} citations={content.citations} onChange={(sources) => set({ sources })} />
      <p className="text-xs text-slate-700">
        Without a source, the interaction is shown as entered by an administrator and awaits clinical review.
      </p>
      <NeedsReviewCheckbox checked={d.needsReview} onChange={(needsReview) => set({ needsReview })} />
      <ProblemsAlert what="interaction" problems={problems} />
      <ChangeFlowPanel flow={flow}>
        <PreviewActions flow={flow} onPreview={preview} onCancel={onDone} />
      </ChangeFlowPanel>
    </section>
  );
}
