import { z } from 'zod';

/*
 * The query strings of the answer endpoints. Only the server parses them, and z.stringbool brings
 * zod's codec code, which would otherwise join the shared zod chunk of the web app's first load.
 */

/** `?stream=true[&guid=]` of the document chat; without `guid` the whole visible library is searched. */
export const askQuerySchema = z.object({
  stream: z.stringbool().default(false),
  guid: z.uuid('must be a document id (UUID)').optional(),
});
