import { z } from 'zod';
import { contentChangeResultSchema, contentVersionInfoSchema } from './content.schema';
import { positiveInteger } from './id.schema';
import { NUL_MESSAGE, text } from './text.schema';

/**
 * Release-merge conflicts a superuser settles (docs/adr/0050). The area is a string, not an enum:
 * merge areas are added in the domain (interactions, dosing) without changing this contract.
 */
const name = (what: string) => text().trim().min(1, `must name ${what}`).max(200);

export const contentConflictSchema = z.object({
  area: z.string(),
  id: z.string(),
  /** The item's label or name, for the list. */
  title: z.string(),
  /** The hash of the release's built-in content the conflict came from. */
  releaseHash: z.string(),
  createdAt: z.string(),
  /** The item as the built-in content the site last took had it; null when it had none. */
  base: z.unknown(),
  /** The item as this site has it now. */
  site: z.unknown(),
  release: z.unknown(),
  /** Lines in the history screen's words: base → site, base → release, and site → release. */
  siteChanges: z.array(z.string()),
  releaseChanges: z.array(z.string()),
  difference: z.array(z.string()),
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

export const contentConflictsSchema = z.object({
  version: contentVersionInfoSchema,
  conflicts: z.array(contentConflictSchema),
});
export type ContentConflicts = z.infer<typeof contentConflictsSchema>;

export const contentConflictParamsSchema = z.object({ area: name('a merge area'), id: name('an item id') });

export const settleTakes = ['site', 'release', 'edited'] as const;

export const contentConflictSettleRequestSchema = z
  .object({
    take: z.enum(settleTakes, `must be one of ${settleTakes.join(', ')}`),
    /** The item as the superuser edited it; only with take: 'edited'. */
    item: z
      .record(z.string(), z.unknown())
      .refine((v) => !JSON.stringify(v).includes('\\u0000'), NUL_MESSAGE)
      .optional(),
    reason: text().trim().min(1, 'a reason is required').max(1000),
    /** Required when taking an item alters any reference patient's suggestions. */
    confirm: z.boolean().default(false),
    baseVersion: positiveInteger('a content version id').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.take === 'edited' && !v.item) ctx.addIssue({ code: 'custom', path: ['item'], message: "required when take is 'edited'" });
    if (v.take !== 'edited' && v.item) ctx.addIssue({ code: 'custom', path: ['item'], message: "only with take 'edited'" });
  });
export type ContentConflictSettleRequest = z.input<typeof contentConflictSettleRequestSchema>;

export const contentConflictSettledSchema = z.object({
  area: z.string(),
  id: z.string(),
  take: z.enum(settleTakes),
  /** The new version and what it changed; null when the site's item was kept (no new version). */
  result: contentChangeResultSchema.nullable(),
});
export type ContentConflictSettled = z.infer<typeof contentConflictSettledSchema>;
