import { currentMedicationsInput, conditionsInput, defaultVocabulary } from '@balancer/domain';
import type { ChipSuggestion } from '../../components/ui/chips-filter';

/**
 * The "Taking now" and "Conditions" pickers (issue 37; ADR 0046): every drug the vocabulary knows, psychiatric
 * or not, by name, brand or synonym; every condition a rule can name. Labels are the input rows' questions.
 */
export const takingNowLabel = currentMedicationsInput.question ?? 'Taking now';
export const conditionsLabel = conditionsInput.question ?? 'Conditions';

export const takingNowOptions: ChipSuggestion[] = defaultVocabulary.ingredients.map((i) => ({
  value: i.name,
  aliases: [...i.brands, ...i.synonyms],
  ingredients: [i.id],
}));

export const conditionOptions: ChipSuggestion[] = defaultVocabulary.conditions.map((c) => ({
  value: c.name,
  aliases: c.synonyms,
  ingredients: [c.id],
}));
