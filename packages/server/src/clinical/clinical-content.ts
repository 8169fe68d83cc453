import {
  contentSetHash,
  defaultClinicalContent,
  effectiveRules,
  parseStoredContent,
  validateContentSet,
  type Citation,
  type ClinicalContentSet,
  type SafetyRule,
} from '@balancer/domain';

/** Everything the engine reads: catalogue, guideline pack, safety rules, dosing and their sources. */
export type ClinicalContent = ClinicalContentSet & { citations: Citation[] };

/** The content a stored version holds, as the engine and every answer use it. */
export type ActiveContent = ClinicalContent & {
  versionId: number;
  /** "<pack id>@<hash>". */
  hash: string;
  /** "v<id>:<pack id>@<hash>": what answers and printouts carry. */
  contentVersion: string;
  /** The rules the engine evaluates: `rules` and the rules the interactions compile to (docs/adr/0048). */
  engineRules: SafetyRule[];
  createdAt: Date;
};

/**
 * The content in its canonical form: upgraded from the format it was stored in (docs/adr/0041) and
 * parsed by the schema, so that key order (and so the hash) is the same whether it comes from the
 * domain package or back from jsonb, which reorders keys.
 */
export function canonicalContent(doc: unknown): ClinicalContentSet {
  return parseStoredContent(doc);
}

/** Of the whole set, dosing included (docs/adr/0049): a changed dosing fact is a new content version. */
export const hashOf = (c: ClinicalContentSet) => contentSetHash(c);

/** `hash` is the stored one for a stored version: an older format upgraded on reading hashes differently. */
export function asActive(content: ClinicalContentSet, versionId: number, createdAt: Date, hash = hashOf(content)): ActiveContent {
  const engineRules = effectiveRules(content);
  return {
    ...content,
    citations: content.pack.citations,
    versionId,
    hash,
    contentVersion: `v${versionId}:${hash}`,
    createdAt,
    engineRules,
  };
}

/**
 * The built-in content (version 1 of an empty database), checked once at start: a broken
 * cross-reference stops the server rather than producing a silently wrong suggestion.
 */
export function loadDefaultClinicalContent(): ClinicalContent {
  const content = canonicalContent(defaultClinicalContent());
  const problems = validateContentSet(content);
  if (problems.length) throw new Error(`Clinical content is inconsistent:\n- ${problems.join('\n- ')}`);
  return { ...content, citations: content.pack.citations };
}
