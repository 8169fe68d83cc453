import type { Catalog, Claim } from '../catalog/catalog.schema';
import type { Citation } from '../citation.schema';
import type { CitedStatement } from './cited-statement.schema';

export type BenefitsAndRisks = { benefits: CitedStatement[]; risks: CitedStatement[] };

function cite(claim: Claim, citations: readonly Citation[]): CitedStatement {
  const c = citations.find((x) => x.id === claim.source.citationId);
  return {
    text: claim.text,
    citation: c?.short ?? claim.source.citationId,
    locator: claim.source.locator,
    reference: c?.reference ?? claim.source.citationId,
    url: c?.url ?? null,
    needsReview: claim.needsReview === true,
    ...(claim.reviewed && { reviewed: claim.reviewed }),
    ...(claim.source.passage && { passage: claim.source.passage }),
  };
}

/**
 * The regimen's own claims followed by each ingredient's (prefixed by its name in combinations),
 * deduplicated by text; a combination leaves out interaction statements about agents it lacks.
 * An unknown regimen id gives empty lists (callers look the regimen up first).
 */
export function regimenBenefitsAndRisks(catalog: Catalog, citations: readonly Citation[], regimenId: string): BenefitsAndRisks {
  const regimen = catalog.regimens.find((r) => r.id === regimenId);
  if (!regimen) return { benefits: [], risks: [] };
  const ingredients = regimen.ingredientIds.flatMap((id) => catalog.ingredients.filter((i) => i.id === id));
  // In a combination each ingredient statement is prefixed with its ingredient, so it is not read as
  // a statement about the combination.
  const prefix = (name: string) => (regimen.ingredientIds.length > 1 ? `${name}: ` : '');
  const sources = [{ prefix: '', item: regimen }, ...ingredients.map((i) => ({ prefix: prefix(i.name), item: i }))];
  // An interaction statement applies to a combination only if the combination holds the other agent.
  const applies = (claim: Claim) =>
    regimen.ingredientIds.length === 1 || !claim.interactsWith || claim.interactsWith.some((id) => regimen.ingredientIds.includes(id));
  const collect = (pick: (x: { benefits: Claim[]; risks: Claim[] }) => Claim[]) => {
    const seen = new Set<string>();
    return sources.flatMap(({ prefix: p, item }) =>
      pick(item)
        .filter((claim) => applies(claim) && !seen.has(claim.text) && (seen.add(claim.text), true))
        .map((claim) => cite({ ...claim, text: p + claim.text }, citations)),
    );
  };
  return { benefits: collect((x) => x.benefits), risks: collect((x) => x.risks) };
}
