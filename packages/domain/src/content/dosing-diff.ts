import type { MedicationDosing } from '../dosing/dosing.schema';
import { medicationFacts, type DosingFact } from '../dosing/dosing-facts';

/** The stored object behind a fact (a phase, a level, …, one side of a difference). */
function rawAt(d: MedicationDosing, f: DosingFact): unknown {
  if (f.fact === 'guideline' || f.fact === 'label') return d.differences[f.index]?.[f.fact];
  const lists = { phase: d.phases, level: d.levels, adjustment: d.adjustments, monitoring: d.monitoring, advice: d.advice };
  return lists[f.fact][f.index];
}

const unmarked = (x: unknown) => {
  const { needsReview: _n, reviewed: _r, ...rest } = (x ?? {}) as Record<string, unknown>;
  return JSON.stringify(rest);
};

/**
 * What changed in one medication's dosing, fact by fact (a fact is its list and place, as the review queue
 * names it): "reviewed dosing by …: dose (Manic): …" for a review mark, "- …" and "+ …" for a fact changed, added or
 * removed, and "… changed: …" when a fact's stored detail changed but its words did not (an adjustment's trigger).
 */
export function dosingDetails(a: MedicationDosing, b: MedicationDosing): string[] {
  const lines: string[] = [];
  for (const key of ['name', 'product'] as const) if (a[key] !== b[key]) lines.push(`${key}: ${a[key]} → ${b[key]}`);
  const was = medicationFacts(a);
  const now = medicationFacts(b);
  const at = (list: DosingFact[], f: DosingFact) => list.find((x) => x.fact === f.fact && x.index === f.index);
  const word = (f: DosingFact) => f.kind.charAt(0).toLowerCase() + f.kind.slice(1);
  for (const f of now) {
    const old = at(was, f);
    const [before, after] = [old ? rawAt(a, old) : undefined, rawAt(b, f)];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    if (old && unmarked(before) === unmarked(after)) {
      // Worded as a statement's review ("reviewed risk by …"), which the audit log reads the reviewer from.
      if (f.reviewed && !old.reviewed) lines.push(`reviewed dosing by ${f.reviewed.by}, ${f.reviewed.on}: ${word(f)}: ${f.text}`);
      else if (old.reviewed && !f.reviewed)
        lines.push(`${word(f)}: review by ${old.reviewed.by}, ${old.reviewed.on} no longer applies: ${f.text}`);
      else lines.push(`${word(f)}: ${f.needsReview ? 'awaits review again' : 'no longer marked for review'}: ${f.text}`);
    } else if (old && old.text === f.text) lines.push(`${word(f)} changed: ${f.text}`);
    else {
      if (old) lines.push(`- ${word(old)}: ${old.text}`);
      lines.push(`+ ${word(f)}: ${f.text} (${f.source.citationId}, ${f.source.locator})`);
    }
  }
  for (const f of was) if (!at(now, f)) lines.push(`- ${word(f)}: ${f.text}`);
  return lines;
}
