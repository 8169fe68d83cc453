import type { VocabularyClass } from './vocabulary.schema';

/**
 * Drug classes as documents and prescribers name them. ATC-based classes take their members from the
 * ingredients' ATC codes (WHO Collaborating Centre for Drug Statistics Methodology, ATC index 2025);
 * the others name the publication that lists their members, and each member lists the class.
 */
export const atc = (codes: string[], level: number, excludes?: string[]): VocabularyClass['basis'] =>
  excludes ? { kind: 'atc', codes, level, excludes } : { kind: 'atc', codes, level };
export const pub = (citation: string): VocabularyClass['basis'] => ({ kind: 'publication', citation });

export const FDA_CYP =
  'FDA, Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers (clinical index drugs and examples)';
export const LABEL_EPC = 'FDA Established Pharmacologic Class in each member’s US prescribing information';

export const c = (
  id: string,
  name: string,
  synonyms: string[],
  parents: string[],
  basis: VocabularyClass['basis'],
  meaning: string,
): VocabularyClass => ({ id, name, synonyms, parents, basis, meaning });
