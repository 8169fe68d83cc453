import { z } from 'zod';
import { answererValues, passageInfoSchema } from './answers.schema';

/**
 * The events of the streamed answer (`ask_embeddings?stream=true`), one `data: <json>` line each:
 * metadata, then content, then exactly one done or error. Clients parse every line with this.
 */
export const askStreamEventSchema = z.union([
  z.object({
    type: z.literal('metadata'),
    question: z.string(),
    embeddings_count: z.number().int(),
    embeddings_info: z.array(passageInfoSchema),
    answerer: z.enum(answererValues),
  }),
  z.object({ content: z.string() }),
  z.object({
    done: z.literal(true),
    embeddings_info: z.array(passageInfoSchema),
    /** Sentences removed for an unverifiable citation. */
    citations_dropped: z.number().int(),
    abstained: z.boolean(),
  }),
  z.object({ error: z.string() }),
]);
export type AskStreamEvent = z.infer<typeof askStreamEventSchema>;
