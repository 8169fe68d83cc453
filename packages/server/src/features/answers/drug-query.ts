import { findIngredient } from '@balancer/domain';

/**
 * The full-text query for passages naming every drug asked about, each by the name the asker wrote or by its
 * generic from the drug vocabulary (docs/adr/0041): a label writes "sacubitril/valsartan" where a prescriber
 * writes "Entresto" (docs/adr/0059). Search syntax has no brackets, so "A and (B or B′)" is written out as
 * "A B or A B′"; `also` (words asked of the drugs) joins every alternative.
 */
export function drugsQuery(drugs: string[], also: string[] = []): string {
  const names = drugs.map((d) => {
    const generic = findIngredient(d)?.name;
    return generic && generic.toLowerCase() !== d.toLowerCase() ? [d, generic] : [d];
  });
  const alternatives = names.reduce<string[][]>((all, ns) => all.flatMap((a) => ns.map((n) => [...a, n])), [[]]).slice(0, MAX_ALTERNATIVES);
  return alternatives.map((a) => [...a.map((n) => `"${n}"`), ...also].join(' ')).join(' or ');
}

// Four drugs named by brand make sixteen; past eight the query costs more than the passages it adds.
const MAX_ALTERNATIVES = 8;
