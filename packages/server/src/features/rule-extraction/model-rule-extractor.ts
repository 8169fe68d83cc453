import type { ExtractedRule } from '@balancer/contract';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { ModelHandle } from '../../platform/ai/language-model';
import { normalizeForMatch } from '../answers';
import type { SourceChunk } from './rule-extractor';

const proposedRules = z.object({
  rules: z.array(
    z.object({
      rule: z.string().describe('the condition or concern, e.g. "Pregnancy or possible pregnancy"'),
      type: z.enum(['INCLUDE', 'EXCLUDE']),
      reason: z.string().describe('short explanation of why the rule applies'),
      medications: z.array(z.string()),
      source: z.string().describe('the label of the chunk, e.g. "chunk-12"'),
      quote: z.string().describe('the exact sentence of that chunk the rule rests on, copied character for character'),
    }),
  ),
});

const BATCH = 12;

/**
 * Rules proposed by the model with a schema (structured output), in batches of passages. A rule whose
 * quote is not in the chunk it names is dropped and counted; nothing unverified is kept.
 */
export async function extractRulesWithModel(
  handle: ModelHandle,
  chunks: SourceChunk[],
): Promise<{ rules: ExtractedRule[]; dropped: number }> {
  const byNumber = new Map(chunks.map((c) => [c.chunkNumber, c]));
  const rules: ExtractedRule[] = [];
  let dropped = 0;
  for (let i = 0; i < chunks.length; i += BATCH) {
    const batch = chunks.slice(i, i + BATCH);
    const { output } = await generateText({
      model: handle.model,
      system: handle.prompts.extraction,
      prompt: batch.map((c) => `[chunk-${c.chunkNumber}] (page ${c.page}) ${c.text}`).join('\n\n'),
      temperature: 0,
      maxOutputTokens: 4096,
      output: Output.object({ schema: proposedRules }),
      abortSignal: AbortSignal.timeout(Math.max(30_000, handle.stallMs * 3)),
    });
    for (const r of output.rules) {
      const chunk = byNumber.get(Number(r.source.match(/\d+/)?.[0] ?? NaN));
      if (!chunk || !r.quote.trim() || !normalizeForMatch(chunk.text).includes(normalizeForMatch(r.quote))) {
        dropped++;
        continue;
      }
      rules.push({
        ...r,
        page: chunk.page,
        chunkNumber: chunk.chunkNumber,
        chunkText: chunk.text,
        quote: r.quote.trim(),
      });
    }
  }
  return { rules, dropped };
}
