import { z } from 'zod';
import { citationSchema, provenanceSchema } from '../citation.schema';
import { slugSchema } from '../catalog/catalog.schema';
import { moodStateSchema, riskFlagSchema } from '../input/patient-context.schema';
import { conditionSchema } from '../rules/condition.schema';

export const lineSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Line = z.infer<typeof lineSchema>;

/** The two first-line lists CANMAT prints for acute mania. */
export const lineGroupSchema = z.enum(['monotherapy', 'combination']);
export type LineGroup = z.infer<typeof lineGroupSchema>;

/** One regimen's place in a guideline table. */
export const guidelineEntrySchema = z.object({
  regimenId: slugSchema,
  line: lineSchema,
  /**
   * 1-based position of the printed row within its line (or within its group); every regimen a row
   * expands to shares the row's rank. First and second lines are hierarchical, third is alphabetical.
   */
  rank: z.number().int().positive(),
  /** Set when the line is printed as separate lists (monotherapies, then combinations). */
  group: lineGroupSchema.optional(),
  /** The row as the guideline prints it, e.g. "Quetiapine + Li/DVP". */
  row: z.string().min(1),
  /** e.g. "CANMAT-2023U Box 1". */
  locator: z.string().min(1),
  citationId: z.string().min(1),
  note: z.string().optional(),
});
export type GuidelineEntry = z.infer<typeof guidelineEntrySchema>;

/**
 * A Yes to `flag` answers the state with another state's table, e.g. psychotic features make a
 * hypomanic episode manic by definition (DSM-5). The rationale is shown at the top of the answer.
 */
export const answerAsSchema = z.object({
  id: slugSchema,
  flag: riskFlagSchema,
  state: moodStateSchema,
  label: z.string().min(1),
  rationale: z.string().min(1),
  sources: z.array(provenanceSchema).min(1),
  needsReview: z.boolean().optional(),
});
export type AnswerAs = z.infer<typeof answerAsSchema>;

/** What a line means in the guideline's own terms (CANMAT Table 1: the levels of evidence behind each line). */
export const lineEvidenceSchema = z.object({
  line: lineSchema,
  /** Short, for a row's badge, e.g. "Level 1 or 2". */
  level: z.string().min(1),
  text: z.string().min(1),
  source: provenanceSchema,
});
export type LineEvidence = z.infer<typeof lineEvidenceSchema>;

const tableBodyShape = {
  /** The guideline phase this state maps to, e.g. "Acute mania (bipolar I)". */
  phase: z.string().min(1),
  /** Set when the table is borrowed from another phase; shown to the clinician. */
  extrapolation: z.string().optional(),
  /** Treatments in the table that are not medications (ECT, rTMS...), listed for completeness. */
  nonPharmacological: z.array(z.object({ name: z.string(), line: lineSchema })),
  /** Printed rows deliberately not encoded as regimens (e.g. adjuncts with no defined base), with why. */
  omitted: z.array(z.object({ row: z.string(), line: lineSchema, reason: z.string() })).optional(),
  /** Agents the guideline lists as "not recommended" for this phase; shown as guards, never suggested. */
  notRecommended: z.array(z.string()).optional(),
  /** Why a line has no entries (only an extrapolated table may leave a line empty). */
  emptyLineReasons: z.array(z.object({ line: lineSchema, reason: z.string() })).optional(),
};

/**
 * A table the guideline prints for a kind of patient within a state (bipolar II depression, mixed
 * features): chosen instead of the state's own table when `when` holds (docs/adr/0046), the first
 * that holds winning. A patient who does not give the inputs it reads always gets the state's table.
 */
export const tableVariantSchema = z.object({
  id: slugSchema,
  /** Shown with the answer: whose table this is. */
  label: z.string().min(1),
  when: conditionSchema,
  ...tableBodyShape,
  entries: z.array(guidelineEntrySchema).min(1),
});
export type TableVariant = z.infer<typeof tableVariantSchema>;

export const stateTableSchema = z.object({
  state: moodStateSchema,
  ...tableBodyShape,
  /** Flags that make this state answered with another state's table (the first that fires wins). */
  answerAs: z.array(answerAsSchema).optional(),
  entries: z.array(guidelineEntrySchema).min(1),
  /** Tables for kinds of patient within this state, tried in order before this one (docs/adr/0046). */
  variants: z.array(tableVariantSchema).optional(),
});
export type StateTable = z.infer<typeof stateTableSchema>;

export const guidelinePackSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  version: z.string().min(1),
  citations: z.array(citationSchema),
  /** The evidence each line stands for, where the guideline defines it; shown beside every row. */
  lineEvidence: z.array(lineEvidenceSchema).optional(),
  tables: z.array(stateTableSchema),
});
export type GuidelinePack = z.infer<typeof guidelinePackSchema>;
