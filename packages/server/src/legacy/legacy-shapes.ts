import type { MedicationDetail, MedicationSummary } from '@balancer/contract';
import type { LegacyMedicationListItem, LegacyRiskResponse, legacyRecommendRequestSchema } from '@balancer/contract/legacy';
import { riskFlagIds, type CitedStatement, type PatientContext } from '@balancer/domain';
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
    sources: m.sources.map((s) => ({
      title: s.citation,
      publication: null,
      text: s.reference,
      page: null,
      link_url: s.url,
      locator: s.locators.join('; '),
    })),
    details: { benefits: m.benefits, risks: m.risks },
    ingredients: m.ingredients,
  };
}
