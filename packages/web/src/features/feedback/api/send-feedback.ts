import { apiRoutes, feedbackRequestSchema, feedbackResponseSchema, feedbackTypeSchema, type FeedbackRequest } from '@balancer/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The form's schema: the wire schema with messages of docs/product.md#errors, the type starting empty. */
export const feedbackFormSchema = feedbackRequestSchema.omit({ patient: true }).extend({
  feedbacktype: z.string().pipe(feedbackTypeSchema),
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormOutput = z.output<typeof feedbackFormSchema>;

export const emptyFeedback: FeedbackFormInput = { feedbacktype: '', name: '', email: '', message: '' };

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) => apiRequest(apiRoutes.feedback, feedbackResponseSchema, { body }),
  });
}
