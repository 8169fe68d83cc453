import { passageSchema } from '@balancer/contract';
import { z } from 'zod';

/**
 * The workspace chat kept for the browser session (issue 39: a reload lost it), one conversation per
 * document and one for the whole library. sessionStorage: it ends with the tab, like the conversation.
 * Only finished answers are kept; a question still being answered at the reload is dropped with it.
 */
const storedTurnSchema = z.discriminatedUnion('role', [
  z.object({ id: z.number().int(), role: z.literal('user'), text: z.string() }),
  z.object({
    id: z.number().int(),
    role: z.literal('bot'),
    text: z.string(),
    status: z.enum(['done', 'failed']),
    passages: z.array(passageSchema),
    dropped: z.number().int().nonnegative(),
  }),
]);
type StoredTurn = z.infer<typeof storedTurnSchema>;

/** Turn ids grow through the session, across documents, so that a kept conversation never shares one. */
let lastId = 0;
export const nextTurnId = () => {
  lastId = Math.max(lastId, Date.now());
  return ++lastId;
};

const keyOf = (guid: string | null) => `balancer.chat.${guid?.toLowerCase() ?? 'library'}`;

export function loadChat(guid: string | null): StoredTurn[] {
  try {
    const raw = sessionStorage.getItem(keyOf(guid));
    const parsed = z.array(storedTurnSchema).safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps the finished question–answer pairs; storage full or refused leaves the chat as it is, unsaved. */
export function saveChat(guid: string | null, turns: readonly { role: string; status?: string }[]): void {
  const finished: unknown[] = [];
  for (let i = 0; i + 1 < turns.length; i += 2) {
    const [question, answer] = [turns[i], turns[i + 1]];
    if (question?.role === 'user' && answer?.role === 'bot' && (answer.status === 'done' || answer.status === 'failed'))
      finished.push(question, answer);
  }
  try {
    if (finished.length) sessionStorage.setItem(keyOf(guid), JSON.stringify(finished));
    else sessionStorage.removeItem(keyOf(guid));
  } catch {
    // Private mode or a full storage: the chat still works, it is just not kept.
  }
}
