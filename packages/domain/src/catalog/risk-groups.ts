/**
 * The headings a medication's risks are listed under (/medications, issue 29), decided from each
 * statement's own data: the section of the source it cites (its locator) and how its text opens.
 * No drug is named here; a new statement finds its group from where it comes from.
 */
export interface RiskGroupRule {
  id: 'boxed' | 'monitoring' | 'interactions' | 'pregnancy';
  heading: string;
  /** Matched against the source locator (e.g. "Boxed warning (Clozaril)", "Drug interactions"). */
  locator?: RegExp;
  /** Matched against the statement's text. */
  text?: RegExp;
}

/** First match wins, in this order; a statement matching none is listed under "Other risks". */
export const riskGroupRules: readonly RiskGroupRule[] = [
  { id: 'boxed', heading: 'Boxed warnings', locator: /^boxed warning/i, text: /^boxed warning/i },
  {
    id: 'pregnancy',
    heading: 'Pregnancy and breastfeeding',
    locator: /pregnan|lactation|fetal/i,
    text: /pregnan|breastfeed|first-trimester|childbearing|teratogen|fetal/i,
  },
  { id: 'interactions', heading: 'Interactions', locator: /interaction/i, text: /^interacts? with|inducers?\b|contraceptive/i },
  { id: 'monitoring', heading: 'Monitoring', locator: /monitoring/i, text: /^(metabolic )?monitoring\b/i },
];

export type RiskGroupId = RiskGroupRule['id'] | 'other';
export interface RiskGroup<T> {
  id: RiskGroupId;
  heading: string;
  items: T[];
}

export function riskGroupOf(statement: { text: string; locator: string }): RiskGroupId {
  const rule = riskGroupRules.find((r) => r.locator?.test(statement.locator) || r.text?.test(statement.text));
  return rule?.id ?? 'other';
}

/** `risks` under their headings in the rules' order, "Other risks" last; empty groups are left out. */
export function groupRisks<T extends { text: string; locator: string }>(risks: readonly T[]): RiskGroup<T>[] {
  const groups: RiskGroup<T>[] = [
    ...riskGroupRules.map((r) => ({ id: r.id, heading: r.heading })),
    { id: 'other' as const, heading: 'Other risks' },
  ].map((g) => ({ ...g, items: [] }));
  for (const risk of risks) groups.find((g) => g.id === riskGroupOf(risk))!.items.push(risk);
  return groups.filter((g) => g.items.length > 0);
}
