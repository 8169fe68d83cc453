import { z } from 'zod';
import type { Catalog, Ingredient } from '../catalog/catalog.schema';
import type { Citation, Provenance } from '../citation.schema';
import { regimenBenefitsAndRisks } from '../engine/regimen-benefits-and-risks';
import { safetyRuleSchema, type SafetyRule } from '../rules/rule.schema';
import type { ClinicalContentSet } from './clinical-content';

/** A rule's source as the rules screen lists it: name, text, page, chunk and an id. */
export const ruleSourceViewSchema = z.object({
  name: z.string(),
  text: z.string(),
  locator: z.string(),
  page: z.number().int().nullable(),
  chunk: z.number().int().nullable(),
  /** The library document's guid for a passage, else the citation's id. */
  id: z.string(),
  url: z.string().nullable(),
});
export type RuleSourceView = z.infer<typeof ruleSourceViewSchema>;

export const ruleMedicationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  benefits: z.array(z.string()),
  risks: z.array(z.string()),
  explanation: z.string(),
  sources: z.array(ruleSourceViewSchema),
});

/** A rule with what the rules screen shows beside it: the medications it acts on and its sources. */
export const ruleViewSchema = z.object({
  rule: safetyRuleSchema,
  /** The original API's two kinds: EXCLUDE removes, INCLUDE keeps or adds (with a warning or a move). */
  ruleType: z.enum(['EXCLUDE', 'INCLUDE']),
  medications: z.array(ruleMedicationViewSchema),
  sources: z.array(ruleSourceViewSchema),
});
export type RuleView = z.infer<typeof ruleViewSchema>;

export function sourceView(citations: readonly Citation[], p: Provenance): RuleSourceView {
  const c = citations.find((x) => x.id === p.citationId);
  return {
    name: c?.short ?? p.citationId,
    text: c?.reference ?? p.citationId,
    locator: p.locator,
    page: p.passage?.page ?? null,
    chunk: p.passage?.chunk ?? null,
    id: p.passage?.guid ?? p.citationId,
    url: c?.url ?? null,
  };
}

/** The ingredients a rule names or whose class it names; prior-medication and advisory rules name none. */
function targetIngredients(rule: SafetyRule, catalog: Catalog): Ingredient[] {
  const t = rule.target;
  if (t.kind === 'ingredients') return catalog.ingredients.filter((i) => t.ingredientIds.includes(i.id));
  if (t.kind === 'classes') return catalog.ingredients.filter((i) => i.classes.some((c) => t.classes.includes(c)));
  return [];
}

/** Every rule with its medications (each with benefits, risks and the rule's reasoning) and sources. */
export function ruleViews(content: ClinicalContentSet): RuleView[] {
  const { catalog, pack } = content;
  return content.rules.map((rule) => {
    const sources = rule.sources.map((s) => sourceView(pack.citations, s));
    const explanation = rule.reviewNote ? `${rule.rationale} Reviewer's note: ${rule.reviewNote}` : rule.rationale;
    const regimenIds =
      rule.target.kind === 'regimens'
        ? rule.target.regimenIds
        : targetIngredients(rule, catalog).map((i) => catalog.regimens.find((r) => r.ingredientIds.join() === i.id)?.id ?? i.id);
    const medications = regimenIds.map((id) => {
      const regimen = catalog.regimens.find((r) => r.id === id);
      const ingredient = catalog.ingredients.find((i) => i.id === id);
      const statements = regimen
        ? regimenBenefitsAndRisks(catalog, pack.citations, id)
        : { benefits: ingredient?.benefits ?? [], risks: ingredient?.risks ?? [] };
      return {
        id,
        name: regimen?.name ?? ingredient?.name ?? id,
        benefits: statements.benefits.map((s) => s.text),
        risks: statements.risks.map((s) => s.text),
        explanation,
        sources,
      };
    });
    return { rule, ruleType: rule.effect === 'exclude' ? 'EXCLUDE' : 'INCLUDE', medications, sources };
  });
}
