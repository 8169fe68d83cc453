import type { AssistantSource } from '@balancer/contract';
import type { Catalog, CitedStatement } from '@balancer/domain';
import type { MedicationsService } from '../medications';

export type Intent = 'risks' | 'benefits' | 'both';

/** What the question asks of a medication: its harms, its uses, or both. */
export function intentOf(message: string): Intent {
  const risks =
    /\b(side[- ]?effects?|risks?|adverse|harm|harmful|danger|dangerous|safe|safety|toxic|toxicity|interactions?|contraindicat\w*|warnings?|monitor\w*|problems?|issues?|cause)\b/i.test(
      message,
    );
  const benefits =
    /\b(benefits?|uses?|used for|indications?|indicated|helps?|good for|effective|efficacy|works?|first[- ]line|better|best|why)\b/i.test(
      message,
    );
  return risks && !benefits ? 'risks' : benefits && !risks ? 'benefits' : 'both';
}

/** Each statement as a line naming its source; the sources collected once each. */
export function citeStatements(statements: CitedStatement[], sources: Map<string, AssistantSource>): string[] {
  return statements.map((s) => {
    sources.set(`${s.reference}|${s.locator}`, {
      kind: 'catalogue',
      title: s.citation,
      locator: s.locator,
      url: s.url,
      guid: null,
      page: null,
      chunkNumber: null,
    });
    return `- ${s.text} (Source: ${s.citation}, ${s.locator})`;
  });
}

/**
 * Benefits and risks of the named medications from the curated catalogue, each statement with its
 * source (guideline or label and the place in it). Never from a model: the catalogue is the record.
 */
export async function lookupMedications(
  names: string[],
  intent: Intent,
  deps: { medications: Pick<MedicationsService, 'findByName'>; catalog: Catalog },
): Promise<{ text: string; sources: AssistantSource[] } | undefined> {
  const sources = new Map<string, AssistantSource>();
  const sections: string[] = [];
  for (const name of names.slice(0, 3)) {
    const found = await deps.medications.findByName(name);
    if (!found) continue;
    const brands = deps.catalog.ingredients.find((i) => i.name === name)?.brands ?? [];
    const lines = [`${name}${brands.length ? ` (${brands.join(', ')})` : ''}, from the Balancer medication catalogue:`];
    const list = (title: string, statements: CitedStatement[]) => {
      if (!statements.length) return;
      lines.push(`${title}:`);
      lines.push(...citeStatements(statements, sources));
    };
    if (intent !== 'benefits') list('Risks and side effects', found.risks);
    if (intent !== 'risks') list('Benefits', found.benefits);
    sections.push(lines.join('\n'));
  }
  return sections.length ? { text: sections.join('\n\n'), sources: [...sources.values()] } : undefined;
}
