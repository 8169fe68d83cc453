import type {
  CitedSources,
  ContentInteractions,
  ContentReviewQueue,
  ContentRules,
  ContentVersionInfo,
  EditableMedication,
  RiskFlagTooltips,
} from '@balancer/contract';
import {
  citedSources,
  drugChoices,
  interactionViews,
  reviewQueue,
  riskFlagIds,
  riskFlagRuleSummary,
  ruleViews,
  toStatementInput,
} from '@balancer/domain';
import { notFound } from '../../http/errors';
import type { ContentStore } from './content-store';

type Deps = { store: ContentStore; activeInfo: () => Promise<ContentVersionInfo> };

/** Read-only views of the active content version: the rules and interactions screens, the review queue, the form's tooltips, the cited sources, a medication's statements. */
export function createContentViews({ store, activeInfo }: Deps) {
  return {
    /**
     * Every rule with its medications. The rules manager edits the stored rules; the v1 listing asks for
     * the rules the engine evaluates (`compiled`), which include those the interactions compile to (ADR 0048).
     */
    async rules({ compiled = false }: { compiled?: boolean } = {}): Promise<ContentRules> {
      const active = await store.active();
      return {
        version: await activeInfo(),
        rules: ruleViews(compiled ? { ...active, rules: active.engineRules } : active),
        citations: active.pack.citations,
        ingredients: active.catalog.ingredients.map(({ id, name, classes }) => ({ id, name, classes })),
        regimens: active.catalog.regimens.map(({ id, name }) => ({ id, name })),
      };
    },

    /** The interactions of the active version, with what each side may name. */
    async interactions(): Promise<ContentInteractions> {
      const active = await store.active();
      return {
        version: await activeInfo(),
        interactions: interactionViews(active),
        citations: active.pack.citations,
        drugs: drugChoices(),
      };
    },

    /** What awaits clinical review on the active version. */
    async reviewQueue(): Promise<ContentReviewQueue> {
      const active = await store.active();
      return { version: await activeInfo(), items: reviewQueue(active) };
    },

    async tooltips(): Promise<RiskFlagTooltips> {
      const active = await store.active();
      return {
        contentVersion: active.contentVersion,
        tooltips: riskFlagIds.map((flag) => ({ flag, text: riskFlagRuleSummary(flag, active.engineRules) })),
      };
    },

    async sources(): Promise<CitedSources> {
      const active = await store.active();
      return { contentVersion: active.contentVersion, sources: citedSources({ ...active, rules: active.engineRules }) };
    },

    /** A medication's own statements, for the editor. */
    async medication(id: string): Promise<EditableMedication> {
      const { catalog, pack } = await store.active();
      const regimen = catalog.regimens.find((r) => r.id === id);
      if (!regimen) throw notFound(`id: no medication '${id}'`);
      const ingredients = regimen.ingredientIds.map((i) => catalog.ingredients.find((x) => x.id === i));
      const own = regimen.ingredientIds.length === 1 && ingredients[0] ? ingredients[0] : regimen;
      return {
        id: regimen.id,
        name: regimen.name,
        ingredients: ingredients.map((i) => i?.name ?? ''),
        benefits: own.benefits.map(toStatementInput),
        risks: own.risks.map(toStatementInput),
        citations: pack.citations,
      };
    },
  };
}
