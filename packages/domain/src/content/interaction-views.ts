import { z } from 'zod';
import { compileInteraction } from '../interactions/compile-interactions';
import { interactionSchema } from '../interactions/interaction.schema';
import { defaultVocabulary } from '../vocabulary/default-vocabulary';
import type { ClinicalContentSet } from './clinical-content';

/** An interaction as the editor lists it: with the rules it compiles to on this content (none when disabled or naming nothing suggested). */
export const interactionViewSchema = interactionSchema.extend({ ruleIds: z.array(z.string()) });
export type InteractionView = z.infer<typeof interactionViewSchema>;

export const interactionViews = (content: ClinicalContentSet): InteractionView[] =>
  content.interactions.map((x) => ({ ...x, ruleIds: compileInteraction(x, content.catalog).map((r) => r.id) }));

const choiceSchema = z.object({ id: z.string(), name: z.string() });
/** What a side of an interaction may name: the drug vocabulary's ingredients and classes, by name. */
export const drugChoicesSchema = z.object({ ingredients: z.array(choiceSchema), classes: z.array(choiceSchema) });
export type DrugChoices = z.infer<typeof drugChoicesSchema>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
export const drugChoices = (): DrugChoices => ({
  ingredients: defaultVocabulary.ingredients.map(({ id, name }) => ({ id, name })).sort(byName),
  classes: defaultVocabulary.classes.map(({ id, name }) => ({ id, name })).sort(byName),
});
