import { dosingCitationList } from '../dosing/dosing-citations';
import { medicationDosingSchema } from '../dosing/dosing.schema';
import { dosingFacts } from '../dosing/dosing-facts';
import type { ClinicalContentSet } from './clinical-content';

/**
 * Problems of a content set's dosing (docs/adr/0049), each naming its field, `dosing.<id>`; part of
 * `validateContentSet`. Dosing keyed by an id the catalogue has no ingredient or regimen for is refused:
 * nothing would ever show it, and a medication deleted by an administrator takes its dosing with it
 * (`medication.delete`), so only a hand-made or badly merged document can have it.
 */
export function dosingProblems(content: Pick<ClinicalContentSet, 'catalog' | 'pack' | 'dosing'>): string[] {
  const { catalog, pack, dosing } = content;
  const problems: string[] = [];
  const ids = new Set([...catalog.ingredients.map((i) => i.id), ...catalog.regimens.map((r) => r.id)]);
  const citations = new Set(dosingCitationList(pack.citations).map((c) => c.id));
  const seen = new Set<string>();
  dosing.forEach((d, i) => {
    const field = `dosing.${typeof d?.id === 'string' ? d.id : i}`;
    const parsed = medicationDosingSchema.safeParse(d);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${field}: ${issue.path.map(String).join('.')}: ${issue.message}`);
      return;
    }
    if (seen.has(d.id)) problems.push(`${field}: more than one dosing entry for '${d.id}'`);
    seen.add(d.id);
    if (!ids.has(d.id)) problems.push(`${field}: the catalogue has no ingredient or regimen '${d.id}'`);
    for (const f of dosingFacts([d]))
      if (!citations.has(f.source.citationId)) problems.push(`${field}: ${f.kind} cites unknown citation ${f.source.citationId}`);
  });
  return problems;
}
