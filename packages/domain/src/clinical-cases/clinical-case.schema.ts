import { z } from 'zod';
import { moodStateSchema, riskFlagSchema } from '../input/patient-context.schema';

const regimenRule = z.object({ regimen: z.string(), rule: z.string() });

/**
 * One clinical test case, written for a clinician to read: the patient, what must (not) be offered,
 * and why. Every expectation is optional; a case states only what it is about.
 */
export const clinicalCaseSchema = z
  .object({
    name: z.string().min(1),
    /** One line: why this outcome is right, with its source. */
    reason: z.string().min(1),
    input: z.object({
      state: moodStateSchema,
      flags: z.array(riskFlagSchema).default([]),
      priorMedications: z.array(z.string()).default([]),
    }),
    expect: z
      .object({
        /** Exact regimen ids, in order, for the lines given. */
        lines: z
          .object({ first: z.array(z.string()), second: z.array(z.string()), third: z.array(z.string()) })
          .partial()
          .optional(),
        contains: z.array(z.string()).optional(),
        doesNotContain: z.array(z.string()).optional(),
        /** Removed, and by this rule. */
        excluded: z.array(regimenRule).optional(),
        /** Offered, and carrying this rule (warning, favour, promotion or deprioritisation). */
        carries: z.array(regimenRule).optional(),
        /** Offered without this rule. */
        doesNotCarry: z.array(regimenRule).optional(),
        /** Moved to the end of its line. */
        deprioritised: z.array(z.string()).optional(),
        /** Rule ids of the advisories at the top. */
        advisories: z.array(z.string()).optional(),
        emptyLines: z
          .array(z.object({ line: z.union([z.literal(1), z.literal(2), z.literal(3)]), cause: z.enum(['rules', 'table']) }))
          .optional(),
        notRecommended: z.array(z.string()).optional(),
      })
      .strict(),
  })
  .strict();
export type ClinicalCase = z.infer<typeof clinicalCaseSchema>;
export const clinicalCasesSchema = z.object({ cases: z.array(clinicalCaseSchema).min(1) });
