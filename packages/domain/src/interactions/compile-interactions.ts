import type { Catalog } from '../catalog/catalog.schema';
import { selects } from '../rules/condition';
import { allOf, taking } from '../rules/condition-builders';
import { selectorText } from '../rules/condition-text';
import type { SafetyRule } from '../rules/rule.schema';
import type { Interaction } from './interaction.schema';

/** Catalogue ingredients a selector names (through the vocabulary: brands, classes and sub-classes). */
const catalogueMembers = (catalog: Catalog, s: Interaction['a']) => catalog.ingredients.filter((i) => selects(s, i.id)).map((i) => i.id);

function rule(x: Interaction, id: string, label: string, when: SafetyRule['when'], target: SafetyRule['target']): SafetyRule {
  return {
    id,
    label,
    when,
    effect: x.effect,
    target,
    severity: x.severity,
    rationale: `${x.clinicalEffect}. ${x.mechanism}. ${x.management}`,
    sources: x.sources,
    ...(x.needsReview && { needsReview: true }),
    ...(x.reviewed && { reviewed: x.reviewed }),
  };
}

/**
 * The rules an interaction stands for: a candidate holding one side while the patient takes the other
 * (each way round), and a combination regimen holding both. Sides with no catalogue member give no
 * rule for that direction (Balancer never suggests them). A disabled interaction gives none.
 */
export function compileInteraction(x: Interaction, catalog: Catalog): SafetyRule[] {
  // A disabled interaction stays in the content (and its history) but stands for no rule.
  if (x.disabled) return [];
  const out: SafetyRule[] = [];
  for (const [side, other, suffix] of [
    [x.a, x.b, 'a'],
    [x.b, x.a, 'b'],
  ] as const) {
    // Suggesting a member of `b` to a patient taking `a`: not `a` itself (ziprasidone is QT-prolonging too).
    const ingredientIds = catalogueMembers(catalog, side).filter((id) => side === x.a || !selects(x.a, id));
    if (ingredientIds.length)
      out.push(
        rule(
          x,
          `${x.id}-taking-${suffix === 'a' ? 'b' : 'a'}`,
          `Taking ${selectorText(other)}: ${selectorText(side)}`,
          allOf(taking(other)),
          {
            kind: 'ingredients',
            ingredientIds,
          },
        ),
      );
  }
  const inA = new Set(catalogueMembers(catalog, x.a));
  const inB = new Set(catalogueMembers(catalog, x.b));
  const both = catalog.regimens
    .filter((r) => r.ingredientIds.some((i) => inA.has(i)) && r.ingredientIds.some((i) => inB.has(i) && !inA.has(i)))
    .map((r) => r.id);
  if (both.length)
    out.push(
      rule(x, `${x.id}-combined`, `${selectorText(x.a)} with ${selectorText(x.b)}`, allOf(), { kind: 'regimens', regimenIds: both }),
    );
  return out;
}

export const compileInteractions = (xs: readonly Interaction[], catalog: Catalog): SafetyRule[] =>
  xs.flatMap((x) => compileInteraction(x, catalog));
