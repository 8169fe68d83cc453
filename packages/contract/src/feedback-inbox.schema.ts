import { z } from 'zod';
import { idParams } from './id.schema';
import { feedbackResponseSchema, feedbackTypeSchema, reportedPatientSchema } from './feedback.schema';

// The superuser's side of feedback, apart from the form's schemas so the public pages do not load it.

/** GET /api/v2/feedback (superusers): stored feedback, newest first, with whether and by whom it was handled. */
export const feedbackItemSchema = feedbackResponseSchema.extend({
  id: z.number().int(),
  patient: reportedPatientSchema.nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackListSchema = z.array(feedbackItemSchema);

/** Filters of the feedback inbox and its CSV export. */
export const feedbackListQuerySchema = z.object({
  feedbacktype: feedbackTypeSchema.optional(),
  handled: z.enum(['true', 'false']).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackIdParamsSchema = idParams('a feedback id');
/** PATCH /api/v2/feedback/:id: mark a message handled, or back to open. */
export const feedbackUpdateSchema = z.object({ handled: z.boolean() }).strict();
