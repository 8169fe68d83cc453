import { asc, eq } from 'drizzle-orm';
import type { ExtractedRule } from '@balancer/contract';
import type { Db } from '../../db/client';
import { documentChunks, documentRuleSets, documents } from '../../db/schema';
import type { SourceChunk } from './rule-extractor';

export type RuleSetRow = typeof documentRuleSets.$inferSelect;

export function createRuleExtractionRepo(db: Db) {
  return {
    async documentId(guid: string): Promise<number | undefined> {
      const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.guid, guid));
      return row?.id;
    },

    async chunks(documentId: number): Promise<SourceChunk[]> {
      return db
        .select({ chunkNumber: documentChunks.chunkNumber, page: documentChunks.pageNumber, text: documentChunks.text })
        .from(documentChunks)
        .where(eq(documentChunks.documentId, documentId))
        .orderBy(asc(documentChunks.chunkNumber));
    },

    async find(documentId: number): Promise<RuleSetRow | undefined> {
      const [row] = await db.select().from(documentRuleSets).where(eq(documentRuleSets.documentId, documentId));
      return row;
    },

    /** Replaces the document's rules in one statement; a document deleted meanwhile stores nothing. */
    async store(
      documentId: number,
      set: { extractor: RuleSetRow['extractor']; rules: ExtractedRule[]; unverifiedDropped: number },
    ): Promise<RuleSetRow | undefined> {
      const values = { extractor: set.extractor, rules: set.rules, unverifiedDropped: set.unverifiedDropped, extractedAt: new Date() };
      try {
        const [row] = await db
          .insert(documentRuleSets)
          .values({ documentId, ...values })
          .onConflictDoUpdate({ target: documentRuleSets.documentId, set: values })
          .returning();
        return row;
      } catch (err) {
        if (foreignKeyViolation(err)) return undefined;
        throw err;
      }
    },
  };
}
export type RuleExtractionRepo = ReturnType<typeof createRuleExtractionRepo>;

const foreignKeyViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
};
