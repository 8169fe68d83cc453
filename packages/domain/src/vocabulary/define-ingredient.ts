import { curatedRxnormCodes } from '../catalog/rxnorm-codes';
import type { VocabularyIngredient } from './vocabulary.schema';
import { vocabularyRxnormCodes } from './vocabulary-rxnorm-codes';

export const NAMES_SOURCE =
  'Names and brands: US prescribing information (DailyMed) and UK SmPCs (eMC); ATC: WHO ATC/DDD index; RxNorm: the code table it is listed in';

/** One vocabulary row; RxNorm codes come from the two checked code tables, never typed here. */
export function ingredient(
  id: string,
  name: string,
  atc: string[],
  opts: { brands?: string[]; synonyms?: string[]; classes?: string[]; source?: string } = {},
): VocabularyIngredient {
  const rxcuis = [...curatedRxnormCodes, ...vocabularyRxnormCodes].filter((c) => c.ingredientId === id).map((c) => c.rxcui);
  return {
    id,
    name,
    rxcuis,
    atc,
    brands: opts.brands ?? [],
    synonyms: opts.synonyms ?? [],
    classes: opts.classes ?? [],
    source: opts.source ?? NAMES_SOURCE,
  };
}
