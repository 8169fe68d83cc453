import type { Catalog } from './catalog.schema';
import { mainSgas } from './ingredients/antipsychotics-sga';
import { otherAntipsychotics } from './ingredients/antipsychotics-other';
import { otherIngredients } from './ingredients/antidepressants-and-others';
import { moodStabilizers } from './ingredients/mood-stabilizers';
import { defaultRegimens } from './regimens';

/** The curated catalogue: every ingredient and regimen the default guideline pack and rules refer to. */
export const defaultCatalog: Catalog = {
  ingredients: [...moodStabilizers, ...mainSgas, ...otherAntipsychotics, ...otherIngredients],
  regimens: defaultRegimens,
};
