import { z } from 'zod';

/** Row ids and page numbers are PostgreSQL `integer`s: a larger value would fail the query with a 500, not match nothing. */
export const MAX_INTEGER = 2_147_483_647;

/** A positive database integer in a JSON body. */
export const positiveInteger = (what: string) =>
  z
    .number()
    .int(`must be ${what} (a whole number)`)
    .min(1, `must be ${what} (1 or more)`)
    .max(MAX_INTEGER, `must be ${what} (at most ${MAX_INTEGER})`);

/** The one schema of an integer path parameter such as `/versions/:id`: digits in the URL, a row id after parsing. */
export const idParams = (what: string) => z.object({ id: z.coerce.number(`must be ${what} (a number)`).pipe(positiveInteger(what)) });
