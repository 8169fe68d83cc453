import { z } from 'zod';
import { text } from '../text.schema';
import { passageSchema } from './passage.schema';

/** The question of the document chat and the assistant. */
export const questionSchema = z.object({
  message: text('enter a message').trim().min(1, 'enter a message').max(2000, 'at most 2000 characters'),
});

export const answererValues = ['extractive', 'model'] as const;

/** `POST /api/v2/answers` without `stream`: the whole answer at once. */
export const answerSchema = z.object({
  question: z.string(),
  /** The answer with its citations written as `formatCitation` writes them. */
  answer: z.string(),
  passages: z.array(passageSchema),
  /** Sentences removed because a citation in them named a passage not retrieved, or quoted words not in it. */
  citationsDropped: z.number().int(),
  answerer: z.enum(answererValues),
  /** True when the library holds nothing that answers the question. */
  abstained: z.boolean(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * The events of a streamed answer (`stream=true`), one `data: <json>` line each: metadata, then
 * content, then exactly one done or error. Clients parse every line with this.
 */
export const answerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('metadata'), question: z.string(), passages: z.array(passageSchema), answerer: z.enum(answererValues) }),
  z.object({ type: z.literal('content'), text: z.string() }),
  z.object({ type: z.literal('done'), passages: z.array(passageSchema), citationsDropped: z.number().int(), abstained: z.boolean() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AnswerEvent = z.infer<typeof answerEventSchema>;

export const assistantRequestSchema = questionSchema.extend({
  /** Continues the conversation of an earlier reply. */
  conversationId: z.uuid('must be a conversation id (UUID)').nullish(),
});

export const assistantSourceSchema = z.object({
  kind: z.enum(['catalogue', 'library']),
  title: z.string(),
  /** Where in the source: a section for the catalogue's references, page and chunk for library papers. */
  locator: z.string(),
  url: z.string().nullable(),
  guid: z.uuid().nullable(),
  page: z.number().int().nullable(),
  chunkNumber: z.number().int().nullable(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantReplySchema = z.object({
  text: z.string(),
  conversationId: z.uuid(),
  sources: z.array(assistantSourceSchema),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

export const conversationParamsSchema = z.object({ id: z.uuid('must be a conversation id (UUID)') });

export const conversationSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  messages: z.array(z.object({ content: z.string(), isUser: z.boolean(), at: z.string() })),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const extractedRuleSchema = z.object({
  rule: z.string(),
  type: z.enum(['INCLUDE', 'EXCLUDE']),
  reason: z.string(),
  medications: z.array(z.string()),
  page: z.number().int(),
  chunkNumber: z.number().int(),
  chunkText: z.string(),
  /** The sentence of the passage the rule rests on, checked to occur in it. */
  quote: z.string(),
});
export type ExtractedRule = z.infer<typeof extractedRuleSchema>;

export const documentRulesSchema = z.object({
  rules: z.array(extractedRuleSchema),
  extractor: z.enum(['deterministic', 'model']),
  extractedAt: z.string(),
  /** Rules a model proposed whose quote was not found in the cited passage. */
  unverifiedDropped: z.number().int(),
});
export type DocumentRules = z.infer<typeof documentRulesSchema>;
