import type { Citation } from '../citation.schema';
import { evaluateCondition, type ConditionFacts } from '../rules/condition';
import type { StateTable, TableVariant } from './guideline.schema';

/**
 * The table that answers this patient in this state (docs/adr/0046): the first variant whose `when`
 * holds (bipolar II depression, mixed features …), else the state's own table. Pure.
 */
export function chooseTable(table: StateTable, facts: ConditionFacts): { table: StateTable; variant: TableVariant | null } {
  const variant = table.variants?.find((v) => evaluateCondition(v.when, facts).holds) ?? null;
  if (!variant) return { table, variant: null };
  const { id: _id, label: _label, when: _when, ...body } = variant;
  return { table: { state: table.state, ...body }, variant };
}

/** The advisory that says whose table answers, first in the answer, naming its source. */
export function variantAdvisory(variant: TableVariant, citations: readonly Citation[]) {
  const first = variant.entries[0];
  const short = citations.find((c) => c.id === first?.citationId)?.short ?? first?.citationId ?? '';
  return {
    ruleId: variant.id,
    label: variant.label,
    severity: 'info' as const,
    text: `The suggestions follow the table for ${variant.phase.toLowerCase()}${first ? ` (${first.locator})` : ''}${variant.extrapolation ? `. ${variant.extrapolation}` : ''}.`,
    citations: first ? [`${short}, ${first.locator}`] : [],
    needsReview: false,
    regimenIds: [],
  };
}
