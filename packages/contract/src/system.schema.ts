import { z } from 'zod';

export const versionResponseSchema = z.object({ version: z.string() });
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  vectorSearch: z.boolean(),
});
