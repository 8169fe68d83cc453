import type { Citation } from '../citation.schema';
import type { ClinicalContentSet } from './clinical-content';

/** A source the active content cites, with how many tier entries, rules and statements cite it. */
export interface CitedSource extends Citation {
  tiers: number;
  rules: number;
  statements: number;
}

/**
 * The sources the clinical content actually cites (/data-sources, issue 29), read from its provenance
 * data: guideline table entries, line evidence and "answer as" notes count as tiers, safety rules as
 * rules, and the catalogue's benefits and risks as statements. Sources no one cites are left out; the
 * order is the pack's own (the guidelines first).
 */
export function citedSources({ catalog, pack, rules }: ClinicalContentSet): CitedSource[] {
  const counts = new Map<string, { tiers: number; rules: number; statements: number }>();
  const add = (id: string, kind: 'tiers' | 'rules' | 'statements') => {
    const c = counts.get(id) ?? { tiers: 0, rules: 0, statements: 0 };
    c[kind] += 1;
    counts.set(id, c);
  };
  for (const table of pack.tables) {
    for (const e of table.entries) add(e.citationId, 'tiers');
    for (const a of table.answerAs ?? []) for (const s of a.sources) add(s.citationId, 'tiers');
  }
  for (const l of pack.lineEvidence ?? []) add(l.source.citationId, 'tiers');
  for (const r of rules) for (const s of r.sources) add(s.citationId, 'rules');
  for (const owner of [...catalog.ingredients, ...catalog.regimens])
    for (const c of [...owner.benefits, ...owner.risks]) add(c.source.citationId, 'statements');
  return pack.citations.flatMap((c) => {
    const n = counts.get(c.id);
    return n ? [{ ...c, ...n }] : [];
  });
}
