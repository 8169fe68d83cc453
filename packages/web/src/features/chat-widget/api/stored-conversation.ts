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

const storedSchema = z.object({
  id: z.string().nullable(),
  /** Whether the conversation was held while signed in: its id then belongs to the account. */
  signedIn: z.boolean().default(false),
  messages: z.array(widgetMessageSchema),
});
export type StoredConversation = z.infer<typeof storedSchema>;

const empty: StoredConversation = { id: null, signedIn: false, messages: [] };

/** The conversation of this tab; anything unreadable counts as none. */
export function loadConversation(): StoredConversation {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/** Kept for the tab's life, through an expired session too; signing out removes it (lib/auth-token.ts). */
export function saveConversation(conversation: StoredConversation): void {
  sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(conversation));
}

/**
 * The id to continue with: an account's conversation continues only while signed in, an anonymous
 * one only while anonymous (the server refuses the other way round); otherwise a new one starts,
 * the messages so far staying on screen.
 */
export const continuableId = (c: StoredConversation) => (c.signedIn === (getAccessToken() !== null) ? c.id : null);

export const clearConversation = () => sessionStorage.removeItem(CONVERSATION_KEY);
