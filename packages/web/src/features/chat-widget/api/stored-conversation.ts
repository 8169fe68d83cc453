import { assistantSourceSchema } from '@balancer/contract';
import { z } from 'zod';
import { getAccessToken } from '../../../lib/auth-token';

/** Session storage key of the widget's conversation; sign-out removes it (lib/auth-token.ts). */
export const CONVERSATION_KEY = 'currentConversation';

export const widgetMessageSchema = z.object({
  role: z.enum(['user', 'bot']),
  text: z.string(),
  sources: z.array(assistantSourceSchema).default([]),
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

const storedSchema = z.object({ id: z.string().nullable(), messages: z.array(widgetMessageSchema) });
export type StoredConversation = z.infer<typeof storedSchema>;

const empty: StoredConversation = { id: null, messages: [] };

/** The conversation of this tab, if one was kept while signed in; anything unreadable counts as none. */
export function loadConversation(): StoredConversation {
  if (!getAccessToken()) return empty;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/** Kept only while a token exists, so nothing of a signed-out session stays in the tab. */
export function saveConversation(conversation: StoredConversation): void {
  if (getAccessToken()) sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(conversation));
  else sessionStorage.removeItem(CONVERSATION_KEY);
}

export const clearConversation = () => sessionStorage.removeItem(CONVERSATION_KEY);
