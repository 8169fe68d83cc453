import { md } from './card-text';

/** A card the caller builds with its common parts (uuid, source, footer, links). */
type Make<T> = (kind: string, indicator: 'info' | 'warning', summary: string, detail: string, topic: string) => T;

/**
 * Cards about the record rather than the suggestions: a record read only in part, an age the
 * guideline treats apart. They come first, so a partial or out-of-scope answer is never read as whole.
 */
export function recordCards<T>(partial: string[], caveat: { age: number; older: boolean } | null, card: Make<T>): T[] {
  const cards: T[] = [];
  if (partial.length)
    cards.push(
      card(
        'record-partial',
        'warning',
        'The record was read only in part: more pages of it were not read',
        `The EHR's answer had more pages than Balancer read (${partial.map(md).join('; ')}). A condition, result or medication on an unread page is not reflected in these cards: check the full record before relying on them.`,
        'Record read in part',
      ),
    );
  if (caveat && !caveat.older)
    cards.push(
      card(
        'age-caveat',
        'warning',
        `Patient is ${caveat.age}: these suggestions follow an adult guideline`,
        `CANMAT/ISBD 2018 and its 2023 update make their recommendations for adults; children and adolescents are a special population (section 7), with different evidence, licensed ages and dosing. Where the 2023 update gives an order for youth (mania; bipolar I depression) it is applied, and the rest is listed as outside what this answer covers. Use these suggestions only with specialist paediatric advice.`,
        'Patient under 18',
      ),
    );
  if (caveat?.older)
    cards.push(
      card(
        'age-caveat',
        'info',
        `Patient is ${caveat.age}: the guideline advises extra care for older adults`,
        `CANMAT/ISBD 2018 treats older adults as a special population (section 7): lower doses, slower titration, and closer watch on kidney function (lithium), falls and sedation (antipsychotics), and drug interactions. The 2023 update's order for mania in older adults (lithium and divalproex first) is applied; what it is not applied to is listed as outside what this answer covers.`,
        'Older adult',
      ),
    );
  return cards;
}
