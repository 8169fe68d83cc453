import { z } from 'zod';

/**
 * PostgreSQL `text` and `jsonb` cannot hold U+0000: a NUL byte that reached the database would fail the
 * statement with a 500. Every string a client sends and the server stores or queries goes through
 * `text()`, so the refusal is a 400 naming the field.
 */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';
const hasNoNul = (s: string) => !s.includes('\u0000');

export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(hasNoNul, NUL_MESSAGE);

/** Limits of the suggester's free-text fields, shared by the form (which bounds what the identifier check reads) and the API. */
export const freeTextLimits = { id: 40, otherDiagnosis: 500, description: 2000, currentMedications: 1000 } as const;
