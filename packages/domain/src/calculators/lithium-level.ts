import { z } from 'zod';
import type { Provenance } from '../citation.schema';

export const lithiumContextSchema = z.enum(['acute', 'maintenance']);

export const lithiumLevelInputSchema = z.object({
  /** mEq/L; the same number in mmol/L. */
  level: z.number().min(0).max(10),
  context: lithiumContextSchema,
  olderAdult: z.boolean(),
});
export type LithiumLevelInput = z.infer<typeof lithiumLevelInputSchema>;

type Band = { from: number; to: number | null; name: string; signs: string; action: string };

/** Toxicity by level band (lithium label, overdosage and lithium toxicity sections; recalled, awaiting review). */
export const lithiumToxicityBands: Band[] = [
  {
    from: 1.5,
    to: 2.0,
    name: 'Mild to moderate toxicity',
    signs: 'coarse tremor, nausea, vomiting, diarrhoea, drowsiness, muscle weakness, unsteadiness, slurred speech',
    action:
      'Hold lithium, check the level, renal function and electrolytes the same day, and look for a cause (dehydration, illness, interacting drugs)',
  },
  {
    from: 2.0,
    to: 2.5,
    name: 'Moderate to severe toxicity',
    signs: 'confusion, marked ataxia, muscle twitching, increased reflexes, blurred vision, fainting',
    action: 'Stop lithium and send to emergency care',
  },
  {
    from: 2.5,
    to: null,
    name: 'Severe toxicity',
    signs: 'seizures, reduced consciousness or coma, arrhythmia, kidney failure',
    action: 'Medical emergency: stop lithium; emergency care (haemodialysis may be needed)',
  },
];

export type LithiumInterpretation = {
  status: 'below' | 'in' | 'above';
  range: { low: number; high: number };
  rangeName: string;
  rangeSource: Provenance;
  toxicity: (Band & { source: Provenance; needsReview: true }) | null;
  cautions: string[];
};

const canmat = (locator: string): Provenance => ({ citationId: 'canmat-2023u', locator });

/**
 * Where a trough lithium level lies against the CANMAT/ISBD range for the phase and age (acute
 * 0.8–1.2, maintenance 0.6–1.0, older adults 0.4–0.8 mEq/L), and the toxicity band it falls in, if any.
 */
export function interpretLithiumLevel(input: LithiumLevelInput): LithiumInterpretation {
  const { level, context, olderAdult } = lithiumLevelInputSchema.parse(input);
  const [range, rangeName, rangeSource] = olderAdult
    ? [{ low: 0.4, high: 0.8 }, 'Older adult', canmat('Special populations: older adults')]
    : context === 'acute'
      ? [{ low: 0.8, high: 1.2 }, 'Acute episode', canmat('Safety and monitoring section: lithium serum levels')]
      : [{ low: 0.6, high: 1.0 }, 'Maintenance', canmat('Safety and monitoring section: lithium serum levels')];
  const status = level < range.low ? 'below' : level > range.high ? 'above' : 'in';
  const band = lithiumToxicityBands.find((b) => level >= b.from && (b.to === null || level < b.to));
  const toxicity = band
    ? {
        ...band,
        source: { citationId: 'fda-lithium-label', locator: 'Section 5.1 Lithium toxicity; section 10 Overdosage' },
        needsReview: true as const,
      }
    : null;
  const cautions = [
    'Valid only as a trough level: 12 hours after the last dose, at least 5 days after a dose change.',
    'Toxicity can occur within or near the range, especially in older adults, with dehydration or interacting drugs: judge by symptoms as well as the number.',
  ];
  return { status, range, rangeName, rangeSource, toxicity, cautions };
}
