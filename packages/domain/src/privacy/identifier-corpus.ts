import { z } from 'zod';
import { identifierKinds } from './detect-identifiers';
import corpus from './identifier-corpus.json' with { type: 'json' };

/**
 * A labelled corpus for the identifier check (identifier-corpus.json): invented phrases that contain
 * identifiers of each kind, labelled with the set of kinds they contain, and clinical phrases a
 * prescriber might type that contain none. Every person, number and address is invented.
 *
 * The held-out phrases were written after the detector was tuned on the others and never tuned on since:
 * their figures are printed beside the corpus's as an estimate of how the check does on unseen phrases.
 */
const labelled = z.array(z.tuple([z.string().min(1), z.array(z.enum(identifierKinds))]));
const corpusSchema = z.object({
  identifiers: labelled,
  clinical: z.array(z.string().min(1)),
  heldOutIdentifiers: labelled,
  heldOutClinical: z.array(z.string().min(1)),
});

const parsed = corpusSchema.parse(corpus);
export const identifierCorpus = parsed.identifiers;
export const clinicalCorpus = parsed.clinical;
export const heldOutIdentifiers = parsed.heldOutIdentifiers;
export const heldOutClinical = parsed.heldOutClinical;
