import { apiRoutes, assistantReplySchema } from '@balancer/contract';
import { ApiClientError, apiRequest } from '../../../lib/api-client';

/** Asks JJ; `conversationId` continues the conversation it names. */
export const askAssistant = (message: string, conversationId: string | null) =>
  apiRequest(apiRoutes.assistant, assistantReplySchema, { body: { message, conversationId } });

/** What went wrong, as a list: the server's field messages, else its error, else a generic line. */
export function sendErrors(error: unknown): string[] {
  if (error instanceof ApiClientError && error.fields) {
    const listed = Object.values(error.fields).flat();
    if (listed.length) return listed;
  }
  if (error instanceof Error && error.message) return [error.message];
  return ['Error submitting message'];
}
