import { z } from 'zod';

/**
 * RxNorm concepts that identify a catalogue ingredient in a FHIR MedicationRequest or
 * MedicationStatement: ingredient concepts, and the salt concepts an EHR may code instead. Only concepts checked against a published RxNorm-keyed source are listed; every other
 * ingredient is matched by name through the catalogue's normaliser. See docs/cds-hooks.md.
 */
export const rxnormCodeSchema = z.object({
  /** RxCUI: digits only. */
  rxcui: z.string().regex(/^[1-9][0-9]{0,9}$/, 'an RxCUI is digits only'),
  /** The RxNorm name of the concept, lower case as RxNorm prints it. */
  name: z.string().min(1),
  ingredientId: z.string().min(1),
  /** Which RxNorm release the code was checked against, and through which source. */
  release: z.string().min(1),
});
export type RxnormCode = z.infer<typeof rxnormCodeSchema>;

export const RXNORM_SYSTEM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

// The codes were cross-checked against CPIC's drug table (cpicpgx/cpic-schema, drug.sql), which keys
// drugs by RxNorm ingredient, and against a second RxNorm-keyed listing for lithium and quetiapine.
// They were not loaded from an NLM release file on this machine: a maintainer refreshes them from the
// current RxNorm full release (RXNCONSO.RRF) and updates `release` when doing so.
const CHECKED = 'RxNorm ingredient concept as listed in the CPIC drug table (2024 schema); not yet re-read from an NLM RxNorm release';
const CHECKED_OTHER =
  'RxNorm ingredient concept as listed in two independent RxNorm-keyed code tables; not yet re-read from an NLM RxNorm release';

const code = (rxcui: string, name: string, ingredientId: string, release = CHECKED): RxnormCode => ({ rxcui, name, ingredientId, release });

export const curatedRxnormCodes: RxnormCode[] = [
  code('6448', 'lithium', 'lithium', CHECKED_OTHER),
  code('11118', 'valproic acid', 'valproate'),
  code('266856', 'divalproex sodium', 'valproate'),
  code('2002', 'carbamazepine', 'carbamazepine'),
  code('32624', 'oxcarbazepine', 'oxcarbazepine'),
  code('28439', 'lamotrigine', 'lamotrigine'),
  code('51272', 'quetiapine', 'quetiapine', CHECKED_OTHER),
  code('35636', 'risperidone', 'risperidone'),
  code('61381', 'olanzapine', 'olanzapine'),
  code('89013', 'aripiprazole', 'aripiprazole'),
  code('2626', 'clozapine', 'clozapine'),
  code('5093', 'haloperidol', 'haloperidol'),
  code('4493', 'fluoxetine', 'fluoxetine'),
  code('36437', 'sertraline', 'sertraline'),
  code('42347', 'bupropion', 'bupropion'),
  code('10324', 'tamoxifen', 'tamoxifen'),
];

/** RxCUI → catalogue ingredient id. */
export function ingredientForRxcui(rxcui: string, codes: readonly RxnormCode[] = curatedRxnormCodes): string | undefined {
  return codes.find((c) => c.rxcui === rxcui)?.ingredientId;
}
