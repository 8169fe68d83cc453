import { defaultClinicalContent, drugChoices, interactionViews } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { emptyInteraction, fromDraft, toDraft } from './interaction-form-model';

const drugs = drugChoices();
const views = interactionViews(defaultClinicalContent());

describe('interaction form model', () => {
  it('shows each side by name and gives back the same interaction', () => {
    const view = views.find((x) => x.id === 'lithium-raas-thiazide-nsaid')!;
    const draft = toDraft(view, drugs);
    expect(draft.aIngredients).toEqual(['Lithium']);
    expect(draft.bClasses).toContain('NSAID');
    const { ruleIds: _r, ...stored } = view;
    expect(fromDraft(draft, drugs).interaction).toEqual(stored);
  });

  it('lists what is missing in the form’s words, and names the pair from its sides when no id is typed', () => {
    expect(fromDraft(emptyInteraction, drugs).problems).toEqual([
      'Suggested drug: name at least one ingredient or class.',
      'Drug taken: name at least one ingredient or class.',
      'Clinical effect: say what happens.',
      'Mechanism: say why it happens.',
      'Management: say what the prescriber should do.',
    ]);
    const built = fromDraft(
      {
        ...emptyInteraction,
        aIngredients: ['olanzapine'],
        bIngredients: ['Carbamazepine'],
        clinicalEffect: 'Levels fall',
        mechanism: 'Induction',
        management: 'Raise the dose',
      },
      drugs,
    );
    expect(built.interaction).toMatchObject({
      id: 'olanzapine-carbamazepine',
      a: { ingredients: ['olanzapine'] },
      b: { ingredients: ['carbamazepine'] },
      sources: [],
      needsReview: true,
    });
  });
});
