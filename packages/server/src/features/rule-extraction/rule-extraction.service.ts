import type { DocumentRules } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../http/access';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { ModelHandle } from '../../platform/ai/language-model';
import type { DocumentsService } from '../library';
import { viewerOf } from '../../http/access';
import { extractRulesWithModel } from './model-rule-extractor';
import type { RuleExtractionRepo, RuleSetRow } from './rule-extraction.repo';
import { toDocumentRules } from './rule-extraction.wire';
import { createRuleCollector, type SourceChunk } from './rule-extractor';

export function createRuleExtractionService(deps: {
  repo: RuleExtractionRepo;
  documents: Pick<DocumentsService, 'status'>;
  /** The active version's catalogue: the medications a rule can name. */
  catalog: () => Promise<Catalog>;
  model: () => Promise<ModelHandle | null>;
  /** Whether the document's background extraction job is queued or running (in any process). */
  jobPending: (documentId: number) => Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  const { repo, log } = deps;
  // One extraction per document at a time in this process; a second caller shares the first's (docs/adr/0040).
  const inFlight = new Map<number, Promise<RuleSetRow | undefined>>();

  /** Extracts and stores the rules of one document: with the model when configured, else (or if it fails) deterministically. */
  async function extractNow(documentId: number): Promise<RuleSetRow | undefined> {
    const chunks = await repo.chunks(documentId);
    const handle = await deps.model();
    log.info({ documentId, chunks: chunks.length, model: handle?.label ?? null }, 'extracting rules');
    if (handle) {
      try {
        const { rules, dropped } = await extractRulesWithModel(handle, chunks);
        log.info({ documentId, rules: rules.length, dropped, model: handle.label }, 'rules extracted by the language model');
        return repo.store(documentId, { extractor: 'model', rules, unverifiedDropped: dropped });
      } catch (err) {
        // Works offline, better online: a failed model call still leaves the deterministic rules.
        log.warn(
          { documentId, model: handle.label, reason: handle.redact(err instanceof Error ? err.message : String(err)) },
          'model rule extraction failed; using the deterministic extractor',
        );
      }
    }
    const rules = await extractInSlices(chunks, await deps.catalog());
    log.info({ documentId, rules: rules.length }, 'rules extracted deterministically');
    return repo.store(documentId, { extractor: 'deterministic', rules, unverifiedDropped: 0 });
  }

  function extract(documentId: number): Promise<RuleSetRow | undefined> {
    const running = inFlight.get(documentId);
    if (running) return running;
    const run = extractNow(documentId).finally(() => inFlight.delete(documentId));
    inFlight.set(documentId, run);
    return run;
  }

  /** Waits a little for the document's queued or running extraction job; false if it is still pending then. */
  async function jobSettled(documentId: number): Promise<boolean> {
    const end = Date.now() + PENDING_WAIT_MS;
    while (await deps.jobPending(documentId)) {
      if (Date.now() >= end) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return true;
  }

  return {
    /**
     * The background job's extraction. A reader may have extracted the rules between ingestion and this
     * job (the job is queued just after the document turns ready): then they are not extracted again.
     */
    async extractQueued(documentId: number, queuedAt: Date): Promise<void> {
      const stored = inFlight.has(documentId) ? undefined : await repo.find(documentId);
      if (stored && stored.extractedAt >= queuedAt) {
        log.info({ documentId }, 'rules already extracted since the job was queued; not extracting again');
        return;
      }
      await extract(documentId);
    },

    /**
     * Stored rules of a document, extracted now if they are missing; `refresh` re-runs (superusers).
     * While the document's extraction job is queued or running, waits for it a little, then answers
     * `rules_pending` for the caller to ask again (a model may take minutes).
     */
    async get(params: { guid: string; refresh: boolean; principal: Principal }): Promise<DocumentRules> {
      if (params.refresh && !params.principal.isSuperuser) throw forbidden();
      const status = await deps.documents.status(params.guid, viewerOf(params.principal));
      if (status.status !== 'ready') {
        throw new AppError(
          409,
          'not_ready',
          status.status === 'failed'
            ? 'This document could not be read, so it has no rules.'
            : 'The document is still being read; its rules follow once it is ready.',
        );
      }
      const documentId = await repo.documentId(params.guid);
      if (documentId === undefined) throw notFound('No file found or access denied.');
      const stored = params.refresh ? undefined : await repo.find(documentId);
      if (stored) return toDocumentRules(stored);
      if (!(await jobSettled(documentId))) {
        throw new AppError(409, 'rules_pending', 'The rules of this document are being found; ask again in a moment.');
      }
      const set = (params.refresh ? undefined : await repo.find(documentId)) ?? (await extract(documentId));
      if (!set) throw notFound('No file found or access denied.');
      return toDocumentRules(set);
    },
  };
}
export type RuleExtractionService = ReturnType<typeof createRuleExtractionService>;

/** How long a request waits for the document's extraction job before answering `rules_pending`. */
const PENDING_WAIT_MS = 5_000;

/** Longest stretch the deterministic extractor holds the event loop before requests get their turn. */
const SLICE_MS = 10;

async function extractInSlices(chunks: SourceChunk[], catalog: Catalog) {
  const collector = createRuleCollector(catalog);
  let sliceStart = performance.now();
  for (const chunk of chunks) {
    collector.add(chunk);
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  }
  return collector.rules;
}
