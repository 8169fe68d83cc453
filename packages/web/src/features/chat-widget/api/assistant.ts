import { apiRoutes, assistantResponseSchema } from '@balancer/contract';
import { ApiClientError, apiRequest } from '../../../lib/api-client';

/** Asks JJ; `previousResponseId` continues the conversation it names. */
export const askAssistant = (message: string, previousResponseId: string | null) =>
  apiRequest(apiRoutes.assistant, assistantResponseSchema, {
    body: { message, previous_response_id: previousResponseId },
  });

/** What went wrong, as a list: the server's field messages, else its error, else a generic line. */
export function sendErrors(error: unknown): string[] {
  if (error instanceof ApiClientError && error.fields) {
    const listed = Object.values(error.fields).flat();
    if (listed.length) return listed;
  }
  if (error instanceof Error && error.message) return [error.message];
  return ['Error submitting message'];
}
