import { z } from 'zod';

/** The one error shape every endpoint answers with. */
export const apiErrorSchema = z.object({
  /** Human-readable summary, naming the field when one is at fault. */
  error: z.string(),
  /** Stable machine code, e.g. "validation_error", "not_found". */
  code: z.string(),
  /** Per-field messages, keyed by the field's path ("state", "patient.flags"). */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
