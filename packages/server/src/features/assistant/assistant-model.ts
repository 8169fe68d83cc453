import { citationKey, parseCitations, type AssistantSource } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import { generateText, stepCountIs, tool, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { Principal } from '../../http/access';
import type { ModelHandle } from '../../platform/ai/language-model';
import { removedSentencesNotice, verifyCitations, type CitablePassage } from '../answers';
import type { AnswersService } from '../answers';
import { passagesBlock } from '../answers';
import { viewerOf } from '../../http/access';
import type { MedicationsService } from '../medications';
import { librarySource } from './assistant.wire';
import { lookupMedications } from './catalogue-lookup';
import type { ChatMessage } from './conversation-store';
import { DECLINE, NOTHING_FOUND } from './topic-guard';

const MAX_STEPS = 5;

const SYSTEM = [
  'You are JJ, the assistant of Balancer, for prescribers treating bipolar disorder.',
  'Answer only from your tools: search_library (papers in the Balancer library) and lookup_medication (the curated catalogue of benefits and risks with their sources).',
  'Always use a tool before answering a question about medications or evidence.',
  'When you use a library passage, quote a short exact phrase in double quotes and cite it exactly as ***[<GUID>, Page <Page Number>, Chunk <Chunk Number>]***.',
  'When you use the catalogue, name the source given with each statement.',
  `If the tools find nothing, say: ${NOTHING_FOUND}`,
  `For anything outside bipolar disorder, its medications and the library, reply exactly: ${DECLINE}`,
].join('\n');

/**
 * The assistant with a model and a bounded number of tool steps. Library citations in the reply are
 * verified against the passages its searches returned; unverifiable ones are removed.
 */
export async function answerWithModel(params: {
  handle: ModelHandle;
  message: string;
  history: ChatMessage[];
  principal: Principal | null;
  answers: AnswersService;
  medications: Pick<MedicationsService, 'findByName'>;
  catalog: Catalog;
}): Promise<{ text: string; sources: AssistantSource[] }> {
  const { handle } = params;
  const retrieved = new Map<string, CitablePassage & { source: AssistantSource }>();
  const catalogueSources: AssistantSource[] = [];
  const messages: ModelMessage[] = [
    ...params.history
      .slice(-20)
      .map((m): ModelMessage => (m.isUser ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content })),
    { role: 'user', content: params.message },
  ];
  const result = await generateText({
    model: handle.model,
    system: SYSTEM,
    messages,
    temperature: handle.temperature,
    stopWhen: stepCountIs(MAX_STEPS),
    maxOutputTokens: 1024,
    // Someone is waiting; a failed call falls back to the answer without the model.
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(Math.max(30_000, handle.stallMs * 3)),
    tools: {
      search_library: tool({
        description: 'Search the papers in the Balancer library; returns passages with GUID, page and chunk to cite.',
        inputSchema: z.object({ query: z.string().min(1).max(500) }),
        execute: async ({ query }) => {
          const prepared = await params.answers.prepare({ question: query, viewer: viewerOf(params.principal) });
          for (const p of prepared.passages) retrieved.set(citationKey(p), { ...p, source: librarySource(p) });
          return prepared.passages.length ? passagesBlock(prepared.passages) : 'No passages in the library match this query.';
        },
      }),
      lookup_medication: tool({
        description: 'Benefits and risks of one medication (generic or brand name) from the curated catalogue, each with its source.',
        inputSchema: z.object({ name: z.string().min(1).max(100) }),
        execute: async ({ name }) => {
          const found = await lookupMedications([name], 'both', { medications: params.medications, catalog: params.catalog });
          if (!found) return `No catalogue entry for ${name}.`;
          catalogueSources.push(...found.sources);
          return found.text;
        },
      }),
    },
  });
  const checked = verifyCitations(result.text, retrieved);
  const citedKeys = new Set(parseCitations(checked.text).map(citationKey));
  const cited = [...retrieved.values()].filter((p) => citedKeys.has(citationKey(p)));
  const notice = checked.dropped ? `\n\n${removedSentencesNotice(checked.dropped)}` : '';
  return { text: (checked.text.trim() || NOTHING_FOUND) + notice, sources: [...catalogueSources, ...cited.map((p) => p.source)] };
}
