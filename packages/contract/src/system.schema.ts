import { z } from 'zod';

export const versionResponseSchema = z.object({ version: z.string() });
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  databaseReachable: z.boolean(),
});
