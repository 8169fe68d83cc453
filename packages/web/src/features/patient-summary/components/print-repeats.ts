import type { MedicationDetail } from '../../../lib/api/medications';

type Statement = MedicationDetail['benefits'][number];

/**
 * A combination's statements repeat each ingredient's, prefixed "Lithium: …". On paper, where the
 * ingredient is printed on its own too, those lines are left out and the combination refers to it.
 */
export function withoutRepeats(detail: MedicationDetail, printed: ReadonlyMap<string, MedicationDetail>) {
  const referred = new Set<string>();
  const keep = (kind: 'benefits' | 'risks') => (s: Statement) => {
    const colon = s.text.indexOf(': ');
    const name = colon > 0 ? s.text.slice(0, colon) : '';
    const own = name && name !== detail.name ? printed.get(name) : undefined;
    if (own?.[kind].some((o) => o.text === s.text.slice(colon + 2))) {
      referred.add(name);
      return false;
    }
    return true;
  };
  const benefits = detail.benefits.filter(keep('benefits'));
  const risks = detail.risks.filter(keep('risks'));
  const shared = new Set([...referred].flatMap((name) => printed.get(name)?.sources.map(sourceKey) ?? []));
  return { benefits, risks, sources: detail.sources.filter((s) => !shared.has(sourceKey(s))), referred: [...referred] };
}

const sourceKey = (s: MedicationDetail['sources'][number]) => `${s.citation}|${s.locators.join('|')}`;
