import { citationKey, parseCitations, type AssistantReply, type AssistantSource } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../http/access';
import { notFound } from '../../http/errors';
import type { ModelHandle } from '../../platform/ai/language-model';
import type { AnswersService } from '../answers';
import { analyseQuestion } from '../answers';
import { questionTerms } from '../answers';
import { viewerOf } from '../../http/access';
import type { MedicationsService } from '../medications';
import { answerWithModel } from './assistant-model';
import { librarySource } from './assistant.wire';
import { intentOf, lookupMedications } from './catalogue-lookup';
import type { ChatMessage, ConversationStore } from './conversation-store';
import { catalogueTopic, comparesMedications, medicationsOnTopic, screenCatalogue, type CatalogueTopic } from './topic-answer';
import { DECLINE, NOTHING_FOUND, onTopic } from './topic-guard';

/**
 * "JJ": answers from the catalogue and the library, with sources, with or without a model, and keeps
 * the conversation so it can be continued by id.
 */
export function createAssistantService(deps: {
  store: ConversationStore;
  answers: AnswersService;
  medications: Pick<MedicationsService, 'findByName' | 'list'>;
  /** The active version's catalogue, read per message so an edited medication list applies at once. */
  catalog: () => Promise<Catalog>;
  model: () => Promise<ModelHandle | null>;
  log: FastifyBaseLogger;
}) {
  /** The catalogue's part: the statements on the topic asked, else the card of each medication named, else a screen for the topic. */
  async function fromCatalogue(message: string, drugs: string[], topic: CatalogueTopic | null, catalog: Catalog) {
    if (!drugs.length) return topic ? screenCatalogue(message, await deps.medications.list(), topic) : undefined;
    if (!topic) return lookupMedications(drugs, intentOf(message), { medications: deps.medications, catalog });
    const found = await Promise.all(drugs.slice(0, 3).map((name) => deps.medications.findByName(name)));
    const named = found.filter((m) => m !== undefined);
    return named.length ? medicationsOnTopic(message, named, topic) : undefined;
  }

  /**
   * The library's part: the question as asked; a comparison that no passage makes in one place is asked
   * per medication on the topic ("Valproate and pregnancy"), each answer headed by what it is about.
   */
  async function fromLibrary(message: string, drugs: string[], topic: CatalogueTopic | null, principal: Principal | null) {
    const ask = async (question: string) => deps.answers.collect(await deps.answers.prepare({ question, viewer: viewerOf(principal) }));
    const asked = await ask(message);
    if (!asked.abstained || drugs.length < 2 || !topic || !comparesMedications(message))
      return [{ heading: 'From the library:', answer: asked }];
    const each = await Promise.all(
      drugs
        .slice(0, 3)
        .map(async (d) => ({ heading: `From the library, on ${d} and ${topic.label}:`, answer: await ask(`${d} and ${topic.label}`) })),
    );
    const found = each.filter((e) => !e.answer.abstained);
    return found.length ? found : [{ heading: 'From the library:', answer: asked }];
  }

  /** Both tools without a model: the catalogue for the medications named, the library for the rest. */
  async function answerWithoutModel(
    message: string,
    principal: Principal | null,
    catalog: Catalog,
  ): Promise<{ text: string; sources: AssistantSource[] }> {
    const drugs = questionTerms(message, catalog)
      .filter((t) => t.drug)
      .map((t) => t.label);
    const topic = catalogueTopic(analyseQuestion(message, catalog), drugs.length >= 2);
    const library = await fromLibrary(message, drugs, topic, principal);
    const answered = library.filter((l) => !l.answer.abstained);
    if (!onTopic(message, drugs.length > 0) && !answered.length) return { text: DECLINE, sources: [] };
    const parts: string[] = [];
    const sources: AssistantSource[] = [];
    const catalogue = await fromCatalogue(message, drugs, topic, catalog);
    if (catalogue) {
      parts.push(catalogue.text);
      sources.push(...catalogue.sources);
    }
    for (const { heading, answer } of answered) {
      parts.push(`${heading}
${answer.answer}`);
      const cited = new Set(parseCitations(answer.answer).map(citationKey));
      sources.push(...answer.passages.filter((p) => cited.has(citationKey(p))).map(librarySource));
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
