import type { RxnormCode } from '../catalog/rxnorm-codes';

/**
 * RxNorm clinical and branded drugs (SCD, SBD) of the catalogue's ingredients, as EHRs code a
 * prescription ("lithium carbonate 300 MG Oral Capsule" rather than "lithium"). Each maps to its
 * ingredient, so a code without a display is still rated. Only codes seen quoted with their name
 * are listed (one so far); every other product is read by its display name. Refresh from an NLM RxNorm release
 * (RXNREL has_ingredient / tradename_of) and record it in `release` when doing so.
 */
const QUOTED =
  'RxNorm SCD as quoted in a public RxNorm-keyed code table and in the issue-27 review of Synthea-shaped records; not yet re-read from an NLM RxNorm release';

export const rxnormProductCodes: RxnormCode[] = [
  { rxcui: '197889', name: 'lithium carbonate 300 MG Oral Capsule', ingredientId: 'lithium', release: QUOTED },
];
