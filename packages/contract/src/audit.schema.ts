import { z } from 'zod';
import { text } from './text.schema';

/** One admin write as the audit log keeps it: who, what, the entity before and after, when, which request. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), email: z.string() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterValue = text().trim().min(1).max(100).optional();

/** GET /api/v2/audit: newest first, a page at a time, optionally for one entity type, entity or action. */
export const auditQuerySchema = z.object({
  entityType: filterValue,
  entityId: filterValue,
  action: filterValue,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The distinct entity types and actions recorded so far, for the filters. */
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
  results: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
