import { citationKey, parseCitations, type AssistantReply, type AssistantSource } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../http/access';
import { notFound } from '../../http/errors';
import type { ModelHandle } from '../ai/language-model';
import type { AnswersService } from '../answers/answers.service';
import { questionTerms } from '../answers/question-terms';
import { viewerOf } from '../documents/documents.service';
import type { MedicationsService } from '../medications/medications.service';
import { answerWithModel } from './assistant-model';
import { librarySource } from './assistant.wire';
import { intentOf, lookupMedications } from './catalogue-lookup';
import type { ChatMessage, ConversationStore } from './conversation-store';
import { DECLINE, NOTHING_FOUND, onTopic } from './topic-guard';

/**
 * "JJ": answers from the catalogue and the library, with sources, with or without a model, and keeps
 * the conversation so it can be continued by id.
 */
export function createAssistantService(deps: {
  store: ConversationStore;
  answers: AnswersService;
  medications: Pick<MedicationsService, 'findByName'>;
  /** The active version's catalogue, read per message so an edited medication list applies at once. */
  catalog: () => Promise<Catalog>;
  model: () => Promise<ModelHandle | null>;
  log: FastifyBaseLogger;
}) {
  /** Both tools without a model: the catalogue for the medications named, the library for the rest. */
  async function answerWithoutModel(
    message: string,
    principal: Principal | null,
    catalog: Catalog,
  ): Promise<{ text: string; sources: AssistantSource[] }> {
    const drugs = questionTerms(message, catalog)
      .filter((t) => t.drug)
      .map((t) => t.label);
    const library = await deps.answers.collect(await deps.answers.prepare({ question: message, viewer: viewerOf(principal) }));
    if (!onTopic(message, drugs.length > 0) && library.abstained) return { text: DECLINE, sources: [] };
    const parts: string[] = [];
    const sources: AssistantSource[] = [];
    const catalogue = drugs.length
      ? await lookupMedications(drugs, intentOf(message), { medications: deps.medications, catalog })
      : undefined;
    if (catalogue) {
      parts.push(catalogue.text);
      sources.push(...catalogue.sources);
    }
    if (!library.abstained) {
      parts.push(`From the library:\n${library.answer}`);
      const cited = new Set(parseCitations(library.answer).map(citationKey));
      sources.push(...library.passages.filter((p) => cited.has(citationKey(p))).map(librarySource));
    }
    return parts.length ? { text: parts.join('\n\n'), sources } : { text: NOTHING_FOUND, sources: [] };
  }

  return {
    async respond(params: {
      message: string;
      previousResponseId?: string | null | undefined;
      principal: Principal | null;
    }): Promise<AssistantReply> {
      const { message, principal } = params;
      const previous = params.previousResponseId ? await deps.store.load(params.previousResponseId, principal) : undefined;
      if (params.previousResponseId && !previous) throw notFound('No such conversation (it may have expired).');
      const handle = await deps.model();
      const catalog = await deps.catalog();
      let reply: { text: string; sources: AssistantSource[] } | undefined;
      if (handle) {
        try {
          reply = await answerWithModel({
            handle,
            message,
            history: previous?.messages ?? [],
            principal,
            answers: deps.answers,
            medications: deps.medications,
            catalog,
          });
        } catch (err) {
          deps.log.warn(
            { model: handle.label, reason: handle.redact(err instanceof Error ? err.message : String(err)) },
            'assistant model call failed; answering without the model',
          );
        }
      }
      reply ??= await answerWithoutModel(message, principal, catalog);
      const conversationId = previous?.id ?? (await deps.store.start(principal));
      const now = new Date();
      const turn: ChatMessage[] = [
        { content: message, isUser: true, at: now, sources: [] },
        { content: reply.text, isUser: false, at: new Date(now.getTime() + 1), sources: reply.sources },
      ];
      await deps.store.append(conversationId, principal, turn);
      return { text: reply.text, conversationId, sources: reply.sources };
    },

    async conversation(id: string, principal: Principal) {
      const found = await deps.store.load(id, principal);
      if (!found) throw notFound('No such conversation.');
      return found;
    },

    async remove(id: string, principal: Principal): Promise<void> {
      if (!(await deps.store.remove(id, principal))) throw notFound('No such conversation.');
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
