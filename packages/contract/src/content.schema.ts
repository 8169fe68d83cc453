import { z } from 'zod';
import {
  citationSchema,
  contentChangeSchema,
  contentDiffEntrySchema,
  drugChoicesSchema,
  impactPreviewSchema,
  interactionViewSchema,
  libraryPassageSchema,
  reviewItemSchema,
  riskFlagSchema,
  ruleViewSchema,
  statementInputSchema,
} from '@balancer/domain';
import { NUL_MESSAGE, text } from './text.schema';
import { idParams, MAX_INTEGER, positiveInteger } from './id.schema';

/** One stored version of the clinical content (docs/adr/0015). */
export const contentVersionInfoSchema = z.object({
  id: z.number().int(),
  /** "<pack id>@<hash>" of the content. */
  hash: z.string(),
  /** What answers and printouts carry: "v<id>:<pack id>@<hash>". */
  contentVersion: z.string(),
  createdAt: z.string(),
  /** The author's e-mail; null for the built-in version 1. */
  author: z.string().nullable(),
  reason: z.string(),
  change: z.string(),
  restoredFrom: z.number().int().nullable(),
});
export type ContentVersionInfo = z.infer<typeof contentVersionInfoSchema>;

/** PostgreSQL jsonb cannot hold U+0000: refused here as a 400 rather than failing the insert. */
const change = contentChangeSchema.refine((c) => !JSON.stringify(c).includes('\\u0000'), NUL_MESSAGE);
const reason = text().trim().min(1, 'a reason is required').max(1000);
/** The version the editor's preview was computed on: a change made meanwhile is refused, not overwritten. */
const baseVersion = positiveInteger('a content version id').optional();

/** A library passage to cite: the server checks it exists and adds the document as a citation. */
export const passageCitationSchema = libraryPassageSchema.extend({
  guid: z.uuid('guid: must be a document guid (UUID)'),
  // Looked up in integer columns: 2147483648 answered 500 (issue 38's fuzz).
  page: positiveInteger('a page number'),
  chunk: z.number().int().min(0).max(MAX_INTEGER, `must be a chunk number (at most ${MAX_INTEGER})`),
});

export const contentPreviewRequestSchema = z.object({
  change,
  baseVersion,
  passages: z.array(passageCitationSchema).max(20).default([]),
});
export type ContentPreviewRequest = z.input<typeof contentPreviewRequestSchema>;

export const contentChangeRequestSchema = contentPreviewRequestSchema.extend({
  reason,
  /** Required when the change alters any reference patient's suggestions (the preview lists them). */
  confirm: z.boolean().default(false),
});
export type ContentChangeRequest = z.input<typeof contentChangeRequestSchema>;

export const contentPreviewSchema = z.object({
  baseVersion: z.number().int(),
  /** Why the change would be refused; empty when the result is consistent. */
  problems: z.array(z.string()),
  diff: z.array(contentDiffEntrySchema),
  impact: impactPreviewSchema,
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

export const contentChangeResultSchema = z.object({
  version: contentVersionInfoSchema,
  diff: z.array(contentDiffEntrySchema),
  impact: impactPreviewSchema,
});
export type ContentChangeResult = z.infer<typeof contentChangeResultSchema>;

/** History: each version with what it changed from the one before. */
export const contentHistoryEntrySchema = contentVersionInfoSchema.extend({ diff: z.array(contentDiffEntrySchema) });
export type ContentHistoryEntry = z.infer<typeof contentHistoryEntrySchema>;
export const contentHistorySchema = z.array(contentHistoryEntrySchema);

export const contentVersionParamsSchema = idParams('a content version id');
export const contentRollbackRequestSchema = z.object({ reason, confirm: z.boolean().default(false), baseVersion });

export const contentRulesSchema = z.object({
  version: contentVersionInfoSchema,
  rules: z.array(ruleViewSchema),
  /** Sources a rule or statement may cite, for the editors' pickers. */
  citations: z.array(citationSchema),
  /** What a rule may target, for the rule form. */
  ingredients: z.array(z.object({ id: z.string(), name: z.string(), classes: z.array(z.string()) })),
  regimens: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ContentRules = z.infer<typeof contentRulesSchema>;

/** The drug–drug interactions of the active version, for the interactions screen (docs/adr/0048). */
export const contentInteractionsSchema = z.object({
  version: contentVersionInfoSchema,
  interactions: z.array(interactionViewSchema),
  /** Sources an interaction may cite. */
  citations: z.array(citationSchema),
  /** What a side may name. */
  drugs: drugChoicesSchema,
});
export type ContentInteractions = z.infer<typeof contentInteractionsSchema>;

/** Public: what a Yes to each question does, from the active rules (the suggester's tooltips). */
export const riskFlagTooltipsSchema = z.object({
  contentVersion: z.string(),
  tooltips: z.array(z.object({ flag: riskFlagSchema, text: z.string() })),
});
export type RiskFlagTooltips = z.infer<typeof riskFlagTooltipsSchema>;

/** Public: the sources the active content cites (/data-sources), each with what cites it. */
export const citedSourcesSchema = z.object({
  contentVersion: z.string(),
  sources: z.array(
    citationSchema.extend({
      /** Guideline tier entries and line evidence citing it. */
      tiers: z.number().int().nonnegative(),
      /** Safety rules citing it. */
      rules: z.number().int().nonnegative(),
      /** Benefit and risk statements citing it. */
      statements: z.number().int().nonnegative(),
    }),
  ),
});
export type CitedSources = z.infer<typeof citedSourcesSchema>;

/** A medication's own statements as the editor changes them (a combination's ingredients' are shown, not edited). */
export const editableMedicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  ingredients: z.array(z.string()),
  benefits: z.array(statementInputSchema),
  risks: z.array(statementInputSchema),
  citations: z.array(citationSchema),
});
export type EditableMedication = z.infer<typeof editableMedicationSchema>;

/** The clinical review queue: what still shows "awaiting review", with its sources, on the active version. */
export const contentReviewQueueSchema = z.object({
  version: contentVersionInfoSchema,
  items: z.array(reviewItemSchema),
});
export type ContentReviewQueue = z.infer<typeof contentReviewQueueSchema>;
