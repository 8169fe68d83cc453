import multipart from '@fastify/multipart';
import type { Catalog } from '@balancer/domain';
import path from 'node:path';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { aiSettingsRoutes } from './features/ai-settings/ai-settings.routes';
import { createAiSettingsService } from './features/ai-settings/ai-settings.service';
import { createAnnotationsRepo } from './features/annotations/annotations.repo';
import { annotationsRoutes } from './features/annotations/annotations.routes';
import { createAnnotationsService } from './features/annotations/annotations.service';
import { answersRoutes } from './features/answers/answers.routes';
import { createAnswersService } from './features/answers/answers.service';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { createAssistantService } from './features/assistant/assistant.service';
import { createConversationStore } from './features/assistant/conversation-store';
import { createConversationsRepo } from './features/assistant/conversations.repo';
import { createIngestHandler } from './features/ingestion/ingestion.job';
import {
  createDatabaseStore,
  createDocumentBytesRepo,
  createDocumentsRepo,
  createDocumentsService,
  createFileStore,
  documentsRoutes,
} from './features/library';
import { createSearchRepo, createSearchService, searchRoutes } from './features/search';
import { createPdfReader } from './platform/pdf/pdf-reader';
import { extractRulesJob, ingestDocumentJob } from './platform/jobs/job-kinds';
import { createJobRunner, runs } from './platform/jobs/job-runner';
import type { JobsRepo } from './platform/jobs/jobs.repo';
import type { MedicationsService } from './features/medications/medications.service';
import { createRuleExtractionRepo } from './features/rule-extraction/rule-extraction.repo';
import { createRulesJobHandler, thenExtractRules } from './features/rule-extraction/rule-extraction.job';
import { ruleExtractionRoutes } from './features/rule-extraction/rule-extraction.routes';
import { createRuleExtractionService } from './features/rule-extraction/rule-extraction.service';
import type { FastifyZod } from './http/fastify-zod';
import { legacyLibraryRoutes } from './legacy/legacy-library.routes';
import { legacySettingsRoutes } from './legacy/legacy-settings.routes';
import { countPages, timeAnswers } from './platform/metrics/instrument';
import type { MetricEvents } from './platform/metrics/metrics';

/**
 * The document library and what reads it: uploads and their ingestion (rule extraction follows),
 * search, annotations, cited answers, JJ, and the AI settings the answers use. Part of buildApp,
 * kept apart so app.ts stays readable; returns what start-up and shutdown need.
 */
export async function registerLibrary(
  app: FastifyZod,
  deps: {
    config: Config;
    database: Database;
    trigram: boolean;
    jobsRepo: JobsRepo;
    /** Seconds without a heartbeat before a running job is retried (0: every running job is stale). */
    staleSeconds: number;
    /** The active content version's catalogue (docs/adr/0015). */
    catalog: () => Promise<Catalog>;
    medications: MedicationsService;
    metrics: MetricEvents;
  },
) {
  const { config, database, trigram, jobsRepo, staleSeconds, catalog, medications, metrics } = deps;
  await app.register(multipart, { limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 10 } });
  const documentsRepo = createDocumentsRepo(database.db);
  const bytesRepo = createDocumentBytesRepo(database.db);
  // Bytes next to the embedded database as files; in PostgreSQL when it is shared (docs/adr/0006).
  const store =
    config.database.kind === 'pglite'
      ? createFileStore({ root: path.join(config.database.dataDir, 'documents'), repo: bytesRepo })
      : await createDatabaseStore({ repo: bytesRepo });
  const reader = countPages(
    createPdfReader({ limits: config.pdfLimits, log: app.log, ...(config.pdfWorkers ? { workers: config.pdfWorkers } : {}) }),
    metrics,
  );
  app.addHook('onClose', async () => {
    await reader.close();
    if ('close' in store) await (store as { close(): Promise<void> }).close();
  });
  const documentsService = createDocumentsService({
    repo: documentsRepo,
    jobs: jobsRepo,
    store,
    reader,
    kickJobs: () => jobRunner.kick(),
    maxUploadMb: config.maxUploadMb,
  });
  const searchService = createSearchService({ repo: createSearchRepo(database.db, { trigram }), documents: documentsRepo, catalog });
  // Saved on /Settings, else the environment; read per call so a change applies at once.
  const aiSettings = createAiSettingsService({ db: database.db, env: config.ai, secret: config.settingsSecret, log: app.log });
  const model = () => aiSettings.handle();
  const ruleExtraction = createRuleExtractionService({
    repo: createRuleExtractionRepo(database.db),
    documents: documentsService,
    catalog,
    model,
    // The ingest job queues the extraction just after the document turns ready: until it finishes, the
    // extraction counts as pending too, so a reader never starts a second one in that gap (docs/adr/0040).
    jobPending: (documentId) => jobsRepo.pending([extractRulesJob, ingestDocumentJob], 'documentId', documentId),
    log: app.log,
  });
  const jobRunner = createJobRunner({
    repo: jobsRepo,
    jobs: [
      runs(
        ingestDocumentJob,
        thenExtractRules(
          createIngestHandler({ repo: documentsRepo, store, reader, log: app.log, pageDelayMs: config.ingestPageDelayMs }),
          (documentId) => jobsRepo.enqueue(extractRulesJob, { documentId }),
        ),
      ),
      runs(extractRulesJob, createRulesJobHandler(ruleExtraction)),
    ],
    log: app.log,
    staleSeconds,
  });
  app.addHook('preClose', () => jobRunner.stop());
  documentsRoutes(app, documentsService);
  searchRoutes(app, searchService);
  const storageBytes = config.annotationStorageMb * 1024 * 1024;
  annotationsRoutes(app, createAnnotationsService({ repo: createAnnotationsRepo(database.db), documents: documentsRepo, storageBytes }));
  const answersService = timeAnswers(createAnswersService({ documents: searchService, catalog, model, log: app.log }), metrics);
  answersRoutes(app, answersService);
  const assistant = createAssistantService({
    store: createConversationStore(createConversationsRepo(database.db), { anonymousTtlMs: 60 * 60 * 1000, maxAnonymous: 5000 }),
    answers: answersService,
    medications,
    catalog,
    model,
    log: app.log,
  });
  assistantRoutes(app, assistant, config.assistantPerMinute);
  ruleExtractionRoutes(app, ruleExtraction);
  aiSettingsRoutes(app, aiSettings);
  legacySettingsRoutes(app, aiSettings);
  legacyLibraryRoutes(app, {
    answers: answersService,
    assistant,
    rules: ruleExtraction,
    documents: searchService,
    assistantPerMinute: config.assistantPerMinute,
  });

  return { store, documentsRepo, aiSettings, jobRunner };
}
