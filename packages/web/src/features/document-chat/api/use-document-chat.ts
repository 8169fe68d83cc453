import type { Passage } from '@balancer/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askStream } from './ask-stream';
import { loadChat, nextTurnId, saveChat } from './chat-session';

export const CHAT_FAILURE = "I'm sorry, I encountered an error while processing your message. Please try again later.";

export type ChatTurn =
  | { id: number; role: 'user'; text: string }
  | {
      id: number;
      role: 'bot';
      text: string;
      /** thinking: nothing received yet; streaming: text arriving; done or failed: finished. */
      status: 'thinking' | 'streaming' | 'done' | 'failed';
      passages: Passage[];
      /** Sentences the server removed because it could not verify their citations. */
      dropped: number;
    };
export type BotTurn = Extract<ChatTurn, { role: 'bot' }>;

/**
 * The document chat's conversation: each question is streamed from the answers API, scoped to the
 * open file (or the whole library when `guid` is null). One question at a time; leaving aborts it.
 */
export function useDocumentChat(guid: string | null) {
  // The conversation of this document so far in the session (chat-session.ts), switched with the document.
  const [turns, setTurns] = useState<ChatTurn[]>(() => loadChat(guid));
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState(guid);
  if (shownFor !== guid) {
    setShownFor(guid);
    setTurns(loadChat(guid));
    setBusy(false);
  }
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  // Leaving the document (or the page) abandons the question in flight.
  useEffect(() => () => abortRef.current?.abort(), [guid]);
  // Kept when an answer finishes, not on every streamed chunk (each would rewrite the whole conversation).
  const settled = turns.filter((t) => t.role === 'bot' && (t.status === 'done' || t.status === 'failed')).length;
  useEffect(() => saveChat(shownFor, turns), [shownFor, settled]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const question = raw.trim();
      if (!question || busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      const abort = new AbortController();
      abortRef.current = abort;
      // Ids above every kept one of any document's conversation: a new turn never takes a kept turn's id.
      const questionId = nextTurnId();
      const botId = nextTurnId();
      const update = (change: (bot: BotTurn) => Partial<BotTurn>) =>
        setTurns((all) => all.map((t) => (t.id === botId && t.role === 'bot' ? { ...t, ...change(t) } : t)));
      setTurns((all) => [
        ...all,
        { id: questionId, role: 'user', text: question },
        { id: botId, role: 'bot', text: '', status: 'thinking', passages: [], dropped: 0 },
      ]);
      let finished = false;
      try {
        for await (const event of askStream(question, guid, abort.signal)) {
          if (event.type === 'metadata') update(() => ({ passages: event.passages }));
          else if (event.type === 'content') update((bot) => ({ text: bot.text + event.text, status: 'streaming' }));
          else if (event.type === 'done') {
            finished = true;
            update(() => ({ status: 'done', passages: event.passages, dropped: event.citationsDropped }));
          } else {
            finished = true;
            update(() => ({ status: 'failed', text: CHAT_FAILURE }));
          }
        }
        if (!finished) update(() => ({ status: 'failed', text: CHAT_FAILURE }));
      } catch (error) {
        if (abort.signal.aborted) return false;
        console.warn('document chat failed', error);
        update(() => ({ status: 'failed', text: CHAT_FAILURE }));
      } finally {
        busyRef.current = false;
        if (!abort.signal.aborted) setBusy(false);
      }
      return true;
    },
    [guid],
  );

  return { turns, busy, send };
}
