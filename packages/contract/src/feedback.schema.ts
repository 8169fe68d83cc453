import { z } from 'zod';
import { moodStateSchema } from '@balancer/domain';
import { text } from './text.schema';

export const feedbackTypeSchema = z.enum(['issue', 'new_feature', 'general'], {
  error: 'You must select a feedback type',
});

/**
 * What the Report Issue form carries about a patient: the non-identifying inputs and the summary,
 * never the free-text fields. Sent only when the clinician chooses to report.
 */
export const reportedPatientSchema = z
  .object({
    state: moodStateSchema,
    riskFactors: z.array(text().max(60)).max(20),
    priorMedications: z.array(text().max(100)).max(50),
    first: z.array(text().max(100)).max(60),
    second: z.array(text().max(100)).max(60),
    third: z.array(text().max(100)).max(60),
    excluded: z.array(text().max(100)).max(100),
    guidelineVersion: text().max(100).optional(),
  })
  .strict();
export type ReportedPatient = z.infer<typeof reportedPatientSchema>;

/** Messages as docs/product.md#errors lists them; the form and the server use the same ones. */
export const feedbackRequestSchema = z.object({
  feedbacktype: feedbackTypeSchema,
  name: text({ error: 'Name is a required field' }).trim().min(1, 'Name is a required field').max(100),
  email: text({ error: 'Email is a required field' })
    .trim()
    .min(1, 'Email is a required field')
    .pipe(z.email('You have entered an invalid email').max(254)),
  message: text({ error: 'Message is a required field' }).trim().min(1, 'Message is a required field').max(5000),
  patient: reportedPatientSchema.optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({
  feedbacktype: feedbackTypeSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
});

export const newsletterRequestSchema = z.object({
  email: text({ error: 'Email is a required field' })
    .trim()
    .min(1, 'Email is a required field')
    .pipe(z.email('You have entered an invalid email').max(254)),
});
export const newsletterResponseSchema = z.object({ message: z.string() });

export const newsletterListSchema = z.array(z.object({ email: z.string(), createdAt: z.string() }));
