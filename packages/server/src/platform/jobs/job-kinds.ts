import { z } from 'zod';
import type { JobRow } from './jobs.repo';

/** A kind of background job and the payload it carries, checked when queued and again when run. */
export type JobDefinition<P> = { kind: string; payload: z.ZodType<P> };
export const defineJob = <P>(kind: string, payload: z.ZodType<P>): JobDefinition<P> => ({ kind, payload });

const documentId = z.object({ documentId: z.number().int().positive() });

/**
 * Every job the server queues, in one place: the features that queue them and the runners wired in
 * app.ts and library-app.ts read the same definitions, so a payload cannot drift from its reader.
 */
export const ingestDocumentJob = defineJob('ingest-document', documentId);
export const extractRulesJob = defineJob('extract-rules', documentId);
export const deliverMailJob = defineJob('mail.deliver', z.object({ mailId: z.number().int().positive() }));
export const accountMailJob = defineJob('mail.account', z.object({ purpose: z.enum(['activation', 'password_reset']), email: z.string() }));

/** A claimed job whose payload has been parsed by its definition. */
export type Job<P> = Omit<JobRow, 'payload'> & { payload: P };
