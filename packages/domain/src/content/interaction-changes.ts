import { z } from 'zod';
import { slugSchema } from '../catalog/catalog.schema';
import { provenanceSchema } from '../citation.schema';
import { interactionSchema, type Interaction } from '../interactions/interaction.schema';
import { ADMIN_CITATION, ContentChangeError, withCitations } from './change-basics';
import type { ClinicalContentSet } from './clinical-content';

const ADMIN_LOCATOR = 'Interactions';
const text = (what: string, max: number) => z.string().trim().min(1, `${what} is required`).max(max);

/**
 * An interaction as an editor sends it. Without a named source it is the administrator's word: it cites
 * the administrator and awaits clinical review, as statements do. A review stamp is never taken from an
 * editor (docs/adr/0038): only `review.mark` writes one.
 */
export const interactionInputSchema = interactionSchema.omit({ reviewed: true }).extend({
  clinicalEffect: text('the clinical effect', 1000),
  mechanism: text('the mechanism', 1000),
  management: text('the management', 2000),
  sources: z.array(provenanceSchema).max(20).default([]),
});
export type InteractionInput = z.input<typeof interactionInputSchema>;

/** The typed commands on interactions, members of the content change union (content-changes.ts). */
export const interactionChangeSchemas = [
  z.object({ kind: z.literal('interaction.create'), interaction: interactionInputSchema }),
  z.object({ kind: z.literal('interaction.update'), interaction: interactionInputSchema }),
  z.object({ kind: z.literal('interaction.setEnabled'), interactionId: slugSchema, enabled: z.boolean() }),
  z.object({ kind: z.literal('interaction.delete'), interactionId: slugSchema }),
] as const;
export type InteractionChange = z.infer<(typeof interactionChangeSchemas)[number]>;

const KINDS: ReadonlySet<string> = new Set(interactionChangeSchemas.map((s) => s.shape.kind.value));
export const isInteractionChange = <T extends { kind: string }>(c: T): c is Extract<T, InteractionChange> => KINDS.has(c.kind);

/** What a reviewer checks of an interaction: whether it is enabled is not part of it. */
const checkedPart = (x: Interaction) =>
  JSON.stringify([x.a, x.b, x.effect, x.severity, x.clinicalEffect, x.mechanism, x.management, x.sources]);

/** The interaction as stored: an unsourced one cites the administrator; an edit of a reviewed one keeps its stamp only if unchanged. */
function stored(input: z.output<typeof interactionInputSchema>, before: Interaction | undefined): Interaction {
  const x: Interaction = input.sources.length
    ? input
    : { ...input, sources: [{ citationId: ADMIN_CITATION.id, locator: ADMIN_LOCATOR }], needsReview: true };
  if (!before?.reviewed) return x;
  if (checkedPart(before) !== checkedPart(x)) return { ...x, needsReview: true };
  return x.needsReview ? x : { ...x, reviewed: before.reviewed };
}

function find(content: ClinicalContentSet, id: string, field: string): Interaction {
  const x = content.interactions.find((i) => i.id === id);
  if (!x) throw new ContentChangeError('not_found', `${field}: no interaction '${id}'`);
  return x;
}

const replace = (content: ClinicalContentSet, id: string, next: Interaction | null): ClinicalContentSet => ({
  ...content,
  interactions: content.interactions.flatMap((i) => (i.id !== id ? [i] : next ? [next] : [])),
});

/** The content after one interaction command (pure). Whether it is consistent is checked by the caller. */
export function applyInteractionChange(content: ClinicalContentSet, change: InteractionChange): ClinicalContentSet {
  switch (change.kind) {
    case 'interaction.create': {
      const input = interactionInputSchema.parse(change.interaction);
      if (content.interactions.some((i) => i.id === input.id))
        throw new ContentChangeError('conflict', `interaction.id: an interaction '${input.id}' already exists`);
      const base = input.sources.length ? content : withCitations(content, [ADMIN_CITATION]);
      return { ...base, interactions: [...base.interactions, stored(input, undefined)] };
    }
    case 'interaction.update': {
      const input = interactionInputSchema.parse(change.interaction);
      const before = find(content, input.id, 'interaction.id');
      const base = input.sources.length ? content : withCitations(content, [ADMIN_CITATION]);
      return replace(base, input.id, stored(input, before));
    }
    case 'interaction.setEnabled': {
      const { disabled: _was, ...rest } = find(content, change.interactionId, 'interactionId');
      return replace(content, change.interactionId, change.enabled ? rest : { ...rest, disabled: true });
    }
    case 'interaction.delete':
      find(content, change.interactionId, 'interactionId');
      return replace(content, change.interactionId, null);
  }
}
