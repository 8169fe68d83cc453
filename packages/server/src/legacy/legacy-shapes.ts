import type { ContentRules, MedicationDetail, MedicationSummary } from '@balancer/contract';
import type {
  LegacyMedicationListItem,
  LegacyMedRulesResponse,
  LegacyRiskResponse,
  legacyRecommendRequestSchema,
} from '@balancer/contract/legacy';
import { conditionStates, riskFlagIds, type CitedStatement, type Condition, type PatientContext } from '@balancer/domain';
import type { z } from 'zod';

/**
 * Pure translations between the original client's shapes and the services' own. Everything the
 * product knows about the legacy wire format is in this folder.
 */

/** The engine's input from a legacy request: the state, one boolean per flag, the prior medications. Free text stops here. */
export function toPatientContext(body: z.output<typeof legacyRecommendRequestSchema>): PatientContext {
  return {
    state: body.state,
    ...(Object.fromEntries(riskFlagIds.map((id) => [id, body[id]])) as Pick<PatientContext, (typeof riskFlagIds)[number]>),
    priorMedications: body.priorMedications,
  };
}

/**
 * The original list joined statements with ", " and its client splits on ", ". A statement's own
 * ", " becomes "," plus a no-break space, so that the client keeps it whole and it still reads the same.
 */
const joinLegacy = (statements: readonly CitedStatement[]) => statements.map((s) => s.text.replaceAll(', ', ',\u00a0')).join(', ');

export function toLegacyListItem(m: MedicationSummary): LegacyMedicationListItem {
  return { name: m.name, benefits: joinLegacy(m.benefits), risks: joinLegacy(m.risks), ingredients: m.ingredients, aliases: m.aliases };
}

/** riskWithSources: "- " before each statement, as the original sent them; `details` carries each one's source. */
export function toLegacyRisk(m: MedicationDetail): LegacyRiskResponse {
  return {
    benefits: m.benefits.map((b) => `- ${b.text}`),
    risks: m.risks.map((r) => `- ${r.text}`),
    sources: m.sources.map((s) => {
      // A library document opens at the cited page in the workspace, as the original's links did.
      const passage = s.passages[0];
      return {
        title: s.citation,
        publication: null,
        text: s.reference,
        page: passage?.page ?? null,
        link_url: passage ? `/drugsummary?guid=${encodeURIComponent(passage.guid)}&page=${passage.page}` : s.url,
        locator: s.locators.join('; '),
      };
    }),
    details: { benefits: m.benefits, risks: m.risks },
    ingredients: m.ingredients,
  };
}

/** The original client's comma-separated list ("a, b, c") as statements; a no-break space keeps a comma inside one. */
export const splitLegacyList = (list: string) =>
  list
    .split(', ')
    .map((s) => s.replaceAll(',\u00a0', ', ').trim())
    .filter(Boolean);

/** The original app's history_type: the diagnoses a rule is limited to, or ALL. */
function historyType(when: Condition): string {
  const states = conditionStates(when);
  return states ? states.map((s) => `DIAGNOSIS_${s.toUpperCase()}`).join(',') : 'ALL';
}

/** medRules: one entry per rule; INCLUDE for every effect that keeps a medication (warn, promote, …). */
export function toLegacyMedRules(content: ContentRules): LegacyMedRulesResponse {
  const results = content.rules.map(({ rule, ruleType, medications, sources }) => ({
    id: rule.id,
    rule_type: ruleType,
    history_type: historyType(rule.when),
    reason: rule.rationale,
    label: rule.label,
    explanation: medications[0]?.explanation ?? rule.rationale,
    effect: rule.effect,
    disabled: rule.disabled === true,
    medication_sources: medications.map((m) => ({
      medication: { name: m.name, benefits: m.benefits.join(', '), risks: m.risks.join(', ') },
      sources: sources.map((s) => ({
        guid: s.page === null ? null : s.id,
        name: s.name,
        text: `${s.text} (${s.locator})`,
        page_num: s.page,
        chunk_number: s.chunk,
      })),
    })),
  }));
  return { status: 'success', count: results.length, results };
}
