import { useCallback, useRef, useState } from 'react';
import { askAssistant, sendErrors } from './assistant';
import { getAccessToken } from '../../../lib/auth-token';
import { clearConversation, continuableId, loadConversation, saveConversation, type StoredConversation } from './stored-conversation';

/**
 * JJ's conversation: restored from this tab's session storage, continued by the last response id,
 * saved after each message, forgotten by New Conversation.
 */
export function useWidgetChat() {
  const [conversation, setConversation] = useState<StoredConversation>(loadConversation);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const current = useRef(conversation);
  const generation = useRef(0);

  const commit = useCallback((next: StoredConversation) => {
    current.current = next;
    setConversation(next);
    saveConversation(next);
  }, []);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const message = raw.trim();
      if (!message || sending) return false;
      const started = generation.current;
      setErrors([]);
      setSending(true);
      commit({ ...current.current, messages: [...current.current.messages, { role: 'user', text: message, sources: [] }] });
      try {
        const reply = await askAssistant(message, continuableId(current.current));
        // New Conversation while the answer was on its way: it belongs to the conversation that was dropped.
        if (started !== generation.current) return true;
        commit({
          id: reply.conversationId,
          // After the call: a session that ended during it was answered anonymously.
          signedIn: getAccessToken() !== null,
          messages: [...current.current.messages, { role: 'bot', text: reply.text, sources: reply.sources }],
        });
      } catch (error) {
        if (started === generation.current) setErrors(sendErrors(error));
      } finally {
        if (started === generation.current) setSending(false);
      }
      return true;
    },
    [sending, commit],
  );

  const reset = useCallback(() => {
    generation.current++;
    current.current = { id: null, signedIn: false, messages: [] };
    setConversation(current.current);
    setSending(false);
    setErrors([]);
    clearConversation();
  }, []);

  return { messages: conversation.messages, sending, errors, send, reset };
}
