import { defaultCatalog } from '../catalog/default-catalog';
import { vocabularyConditions } from './conditions';
import { vocabularyClasses } from './drug-classes';
import { analgesicIngredients, antiInfectiveIngredients, miscellaneousIngredients } from './ingredients-other';
import { cardiovascularIngredients, metabolicIngredients } from './ingredients-medical';
import { catalogueIngredients, otherPsychiatricIngredients } from './ingredients-psychiatric';
import type { DrugVocabulary, VocabularyIngredient } from './vocabulary.schema';

// The catalogue already holds the brands and spellings of the drugs Balancer suggests: read them, not a copy.
function withCatalogueNames(row: VocabularyIngredient): VocabularyIngredient {
  const entry = defaultCatalog.ingredients.find((c) => c.id === row.id);
  if (!entry) return row;
  return { ...row, brands: [...row.brands, ...entry.brands], synonyms: [...row.synonyms, ...entry.synonyms] };
}

export const defaultVocabulary: DrugVocabulary = {
  ingredients: [
    ...catalogueIngredients.map(withCatalogueNames),
    ...otherPsychiatricIngredients,
    ...cardiovascularIngredients,
    ...metabolicIngredients,
    ...analgesicIngredients,
    ...antiInfectiveIngredients,
    ...miscellaneousIngredients,
  ],
  classes: vocabularyClasses,
  conditions: vocabularyConditions,
};
