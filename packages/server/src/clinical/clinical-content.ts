import {
  defaultCatalog,
  defaultCitations,
  defaultGuidelinePack,
  defaultSafetyRules,
  validateClinicalContent,
  type Catalog,
  type Citation,
  type GuidelinePack,
  type SafetyRule,
} from '@balancer/domain';

/** Everything the engine reads: catalogue, guideline pack, safety rules and their sources. */
export type ClinicalContent = {
  catalog: Catalog;
  pack: GuidelinePack;
  rules: SafetyRule[];
  citations: Citation[];
};

/**
 * The built-in content, checked once at start: a broken cross-reference stops the server rather
 * than producing a silently wrong suggestion.
 */
export function loadDefaultClinicalContent(): ClinicalContent {
  const content = {
    catalog: defaultCatalog,
    pack: defaultGuidelinePack,
    rules: defaultSafetyRules,
    citations: defaultCitations,
  };
  const problems = validateClinicalContent(content.catalog, content.pack, content.rules);
  if (problems.length) throw new Error(`Clinical content is inconsistent:\n- ${problems.join('\n- ')}`);
  return content;
}
