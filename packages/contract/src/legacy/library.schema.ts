import { z } from 'zod';
import { answererValues } from '../library/answers.schema';
import { text } from '../text.schema';

/*
 * The original API's shapes of the library calls (ask_embeddings, assistant, its conversations,
 * rule_extraction_openai), snake_case as its clients read them. Only the legacy adapter uses them;
 * v2 has its own in ../library (docs/adr/0029-library-contract-and-v2.md).
 */

/** `rule_extraction_openai?guid=&refresh=` of the original API (refresh: superusers). */
export const legacyRuleExtractionQuerySchema = z.object({
  guid: z.uuid('must be a document id (UUID)'),
  refresh: z.stringbool().default(false),
});

/** The original answered a missing message with `{"error": "Message data is required."}`. */
export const legacyAskBodySchema = z.object({
  message: text('Message data is required.').trim().min(1, 'Message data is required.').max(2000, 'at most 2000 characters'),
});

/** One retrieved passage, as the metadata event and `embeddings_info` list it. */
export const legacyPassageInfoSchema = z.object({
  guid: z.uuid(),
  /** The same guid under the name earlier clients read. */
  file_id: z.uuid(),
  title: z.string().nullable(),
  file_name: z.string(),
  /** The original's document name (its file name): the drugSummary citation tooltip reads it. */
  name: z.string(),
  page_number: z.number().int(),
  chunk_number: z.number().int(),
  text: z.string(),
  /** Plain-text excerpt around the matches (no markup). */
  snippet: z.string(),
});
export type LegacyPassageInfo = z.infer<typeof legacyPassageInfoSchema>;

export const legacyAskResponseSchema = z.object({
  question: z.string(),
  llm_response: z.string(),
  embeddings_info: z.array(legacyPassageInfoSchema),
  citations_dropped: z.number().int(),
  answerer: z.enum(answererValues),
  abstained: z.boolean(),
});
export type LegacyAskResponse = z.infer<typeof legacyAskResponseSchema>;

/** The streamed answer's events as the original widget reads them: metadata, content…, then done or error. */
export const legacyAskStreamEventSchema = z.union([
  z.object({
    type: z.literal('metadata'),
    question: z.string(),
    embeddings_count: z.number().int(),
    embeddings_info: z.array(legacyPassageInfoSchema),
    answerer: z.enum(answererValues),
  }),
  z.object({ content: z.string() }),
  z.object({
    done: z.literal(true),
    embeddings_info: z.array(legacyPassageInfoSchema),
    citations_dropped: z.number().int(),
    abstained: z.boolean(),
  }),
  z.object({ error: z.string() }),
]);
export type LegacyAskStreamEvent = z.infer<typeof legacyAskStreamEventSchema>;

export const legacyAssistantRequestSchema = z.object({
  message: text('Enter a message.').trim().min(1, 'Enter a message.').max(2000, 'at most 2000 characters'),
  previous_response_id: text().trim().max(100).nullish(),
});

export const legacyAssistantSourceSchema = z.object({
  kind: z.enum(['catalogue', 'library']),
  title: z.string(),
  locator: z.string(),
  url: z.string().nullable(),
  guid: z.uuid().nullable(),
  page_number: z.number().int().nullable(),
  chunk_number: z.number().int().nullable(),
});

export const legacyAssistantResponseSchema = z.object({
  /** Citations written as readable text: the original widget prints this verbatim. */
  response_output_text: z.string(),
  final_response_id: z.string(),
  sources: z.array(legacyAssistantSourceSchema),
});
export type LegacyAssistantResponse = z.infer<typeof legacyAssistantResponseSchema>;

export const legacyConversationSchema = z.object({
  id: z.uuid(),
  created: z.string(),
  messages: z.array(z.object({ content: z.string(), is_user: z.boolean(), timestamp: z.string() })),
});

export const legacyRuleExtractionResponseSchema = z.object({
  rules: z.array(
    z.object({
      rule: z.string(),
      type: z.enum(['INCLUDE', 'EXCLUDE']),
      reason: z.string(),
      medications: z.array(z.string()),
      /** `chunk-<n>`, as earlier clients expect. */
      source: z.string(),
      page: z.number().int(),
      chunk_number: z.number().int(),
      chunk_text: z.string(),
      quote: z.string(),
    }),
  ),
  extractor: z.enum(['deterministic', 'model']),
  extracted_at: z.string(),
  unverified_dropped: z.number().int(),
});

export const legacySearchResponseSchema = z.object({
  query: z.string(),
  expanded: z.array(z.string()),
  results: z.array(
    z.object({
      guid: z.uuid(),
      title: z.string().nullable(),
      file_name: z.string(),
      page: z.number().int(),
      chunk_number: z.number().int(),
      text: z.string(),
      /** The passage with matches wrapped in <mark>…</mark>; everything else HTML-escaped. */
      snippet: z.string(),
      score: z.number(),
    }),
  ),
});
export type LegacyRuleExtractionResponse = z.infer<typeof legacyRuleExtractionResponseSchema>;
