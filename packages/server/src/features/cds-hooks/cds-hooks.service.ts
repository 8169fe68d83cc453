import type { CdsRequest } from '@balancer/contract';
import {
  curatedRxnormCodes,
  findRegimen,
  recommend,
  rxnormProductCodes,
  type PatientContext,
  type Recommendation,
  type RiskFlag,
  conditionFlags,
  riskFlagIds,
  withStartTargetMonitor,
} from '@balancer/domain';
import { randomUUID } from 'node:crypto';
import type { ActiveContent, ClinicalContent } from '../../clinical/clinical-content';
import { buildCards, type IssuedCard, type SelectedExcluded, type WhatIf } from './cards';
import type { CardRegistry } from './card-registry';
import { mapFhirToPatientContext, type FhirMapping } from './fhir-context';
import { selectedOrders } from './fhir-medications';
import type { GatheredRecord } from './prefetch';

/** Ingredient codes and the clinical and branded drug codes that resolve to them. */
const RXNORM_CODES = [...curatedRxnormCodes, ...rxnormProductCodes];

type Deps = { content: () => Promise<ActiveContent>; publicUrl: string; registry: CardRegistry; uuid?: () => string };

/**
 * Runs the same engine as the web app over the patient context read from FHIR, and renders its
 * answer as cards. Nothing about the patient outlives the call.
 */
export function createCdsHooksService({ content, publicUrl, registry, uuid = randomUUID }: Deps) {
  return {
    async evaluate(body: CdsRequest, record: GatheredRecord, now = new Date()): Promise<IssuedCard[]> {
      const { resources, missing, partial } = record;
      const c = await content();
      const run = (ctx: PatientContext) => recommend(ctx, c.pack, c.engineRules, c.catalog, c.contentVersion);
      const mapping = mapFhirToPatientContext({ resources, missing, now, catalog: c.catalog, rxnormCodes: RXNORM_CODES });
      const rec = mapping.kind === 'mapped' ? withStartTargetMonitor(run(mapping.context), mapping.context, c.catalog, c.dosing) : null;
      const ruleFlags = (id: string) => {
        const when = c.engineRules.find((r) => r.id === id)?.when;
        return when ? conditionFlags(when) : [];
      };
      const citation = c.pack.tables.find((t) => t.state === rec?.state)?.entries[0]?.citationId;
      const url = c.pack.citations.find((x) => x.id === citation)?.url;
      const issued = buildCards({
        mapping,
        recommendation: rec,
        whatIf: mapping.kind === 'mapped' && rec ? whatIf(mapping, rec, run, ruleFlags) : [],
        selected: rec && body.hook === 'order-select' ? selectedExcluded(body, rec, c) : [],
        ruleFlags,
        priorRuleIds: c.engineRules.filter((r) => r.target.kind === 'priorMedications').map((r) => r.id),
        partial,
        link: { label: 'Open the full summary in Balancer', url: summaryLink(publicUrl, mapping), type: 'absolute' },
        source: { label: `Balancer · ${c.pack.name}`, ...(url ? { url } : {}) },
        contentVersion: rec?.contentVersion ?? c.contentVersion,
        uuid,
      });
      for (const { card, kind } of issued) registry.remember(card.uuid, kind);
      return issued;
    },
  };
}
export type CdsHooksService = ReturnType<typeof createCdsHooksService>;

/**
 * For each question the record left open, the engine is run again as if the answer were yes; rules
 * that would then remove a current suggestion become an "unchecked" warning instead of silence.
 */
function whatIf(
  mapping: Extract<FhirMapping, { kind: 'mapped' }>,
  rec: Recommendation,
  run: (c: PatientContext) => Recommendation,
  ruleFlags: (id: string) => RiskFlag[],
): WhatIf[] {
  const suggested = new Set([...rec.first, ...rec.second, ...rec.third].map((s) => s.regimenId));
  const byRule = new Map<string, WhatIf>();
  for (const flag of mapping.unknownFlags) {
    const alt = run({ ...mapping.context, [flag]: true });
    for (const e of alt.excluded) {
      if (!suggested.has(e.regimenId)) continue;
      for (const rule of e.rules) {
        if (!ruleFlags(rule.ruleId).includes(flag)) continue;
        const w = byRule.get(rule.ruleId) ?? { rule, flags: [], removed: [] };
        if (!w.flags.includes(flag)) w.flags.push(flag);
        if (!w.removed.includes(e.name)) w.removed.push(e.name);
        byRule.set(rule.ruleId, w);
      }
    }
  }
  return [...byRule.values()];
}

function selectedExcluded(body: CdsRequest, rec: Recommendation, c: ClinicalContent): SelectedExcluded[] {
  return selectedOrders(body.context.draftOrders, body.context.selections, c.catalog, RXNORM_CODES).flatMap((m) => {
    const regimen = findRegimen(c.catalog, m.engineName);
    const exclusion = regimen && rec.excluded.find((e) => e.regimenId === regimen.id);
    return exclusion ? [{ label: m.label, exclusion }] : [];
  });
}

/** Balancer's own page with the non-identifying inputs only: state, yes answers, medication names. */
function summaryLink(publicUrl: string, mapping: FhirMapping): string {
  const params = new URLSearchParams();
  if (mapping.kind === 'mapped') {
    const { priorMedications, state } = mapping.context;
    params.set('state', state);
    for (const flag of riskFlagIds) if (mapping.context[flag]) params.append('risk', flag);
    for (const m of priorMedications) params.append('prior', m);
  }
  const q = params.toString();
  return `${publicUrl}/${q ? `?${q}` : ''}`;
}
