import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { ClinicalContent } from './clinical/clinical-content';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { createAccountsService } from './features/auth/accounts.service';
import { ensureSuperuser, type AdminStatus } from './features/auth/bootstrap-admin';
import { authRoutesPlugin } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { createDeviceTokens } from './features/auth/device-token';
import { createTokenSigner } from './features/auth/jwt';
import { resolveJwtSecret } from './features/auth/jwt-secret';
import { createLoginAttemptsRepo } from './features/auth/login-attempts.repo';
import { createUsersRepo } from './features/auth/users.repo';
import { createOwnAccountService } from './features/auth/own-account.service';
import { usersAdminRoutes } from './features/users/users-admin.routes';
import { createUsersAdminService } from './features/users/users-admin.service';
import { usersRoutesPlugin } from './features/auth/users.routes';
import { createAccountMailJob } from './features/auth/account-mail';
import { createMailDelivery, mailRetryDelay } from './platform/mail/mail-delivery';
import { createMailRepo } from './platform/mail/mail.repo';
import { accountMailJob, deliverMailJob } from './platform/jobs/job-kinds';
import { createMailTransport } from './platform/mail/mailer';
import { auditRoutes } from './features/audit/audit.routes';
import { createAuditService } from './features/audit/audit.service';
import { createJobRunner, runs } from './platform/jobs/job-runner';
import { createJobsRepo } from './platform/jobs/jobs.repo';
import { createCardRegistry } from './features/cds-hooks/card-registry';
import { createCdsAuthenticator } from './features/cds-hooks/cds-auth';
import { createCdsFeedbackRepo } from './features/cds-hooks/cds-feedback.repo';
import { createCdsTokensRepo } from './features/cds-hooks/cds-tokens.repo';
import { createCdsHooksHandlers } from './features/cds-hooks/cds-hooks.handler';
import { cdsHooksRoutes } from './features/cds-hooks/cds-hooks.routes';
import { createCdsHooksService } from './features/cds-hooks/cds-hooks.service';
import { fetchFhir } from './features/cds-hooks/prefetch';
import { createFeedbackRepo } from './features/feedback/feedback.repo';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { createFeedbackService } from './features/feedback/feedback.service';
import { createContentStore } from './features/content/content-store';
import { createContentVersionsRepo } from './features/content/content-versions.repo';
import { contentRoutes } from './features/content/content.routes';
import { contentConflictsRoutes } from './features/content/content-conflicts.routes';
import { createContentConflictsService } from './features/content/content-conflicts.service';
import { createContentConflictsRepo } from './features/content/content-conflicts.repo';
import { createContentService } from './features/content/content.service';
import { medicationsRoutes } from './features/medications/medications.routes';
import { createMedicationsService } from './features/medications/medications.service';
import { createNewsletterRepo } from './features/newsletter/newsletter.repo';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { recommendationsRoutes } from './features/recommendations/recommendations.routes';
import { recommendationJson } from './features/recommendations/recommendation-json';
import { createRecommendationsService } from './features/recommendations/recommendations.service';
import { systemRoutes } from './features/system/system.routes';
import { backupRoutes } from './features/backup/backup.routes';
import { createBackupService } from './features/backup/backup.service';
import { webRoutes } from './features/web/web.routes';
import { registerAccessControl } from './http/access';
import { registerCors } from './http/cors';
import { registerJsonBodies } from './http/json-body';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { legacyClinicalRoutes } from './legacy/legacy-clinical.routes';
import { legacyContentRoutes } from './legacy/legacy-content.routes';
import { withRedaction } from './http/logging';
import { clientErrorHandler, createErrorRenderer, registerErrorHandler } from './http/error-handler';
import { renderLegacyError } from './legacy/legacy-errors';
import { rewriteLegacyUrl, withLegacyPaths } from './legacy/legacy-paths';
import { registerLegacyWire } from './legacy/legacy-wire';
import { notFound } from './http/errors';
import { registerLibrary } from './library-app';
import { createMetrics, noMetrics } from './platform/metrics/metrics';
import { createMetricsRepo } from './platform/metrics/metrics.repo';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { countCdsSuggestions, countSignIns, countSuggestions } from './platform/metrics/instrument';
import { registerRunFile } from './start/run-file';

export type AppDeps = {
  config: Config;
  database: Database;
  content: ClinicalContent;
  capabilities: { trigram: boolean };
  logger?: FastifyServerOptions['logger'];
  /** Gets what the start block says of the admin (a generated password included) instead of stderr. */
  onAdminStatus?: (status: AdminStatus) => void;
  /** Shows each mail readably when there is no SMTP server (the console, from main.ts). */
  printMail?: (text: string) => void;
};

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp({ config, database, content, capabilities, logger, onAdminStatus, printMail }: AppDeps) {
  // Legacy paths answer in the original API's shapes (see src/legacy).
  const renderError = createErrorRenderer(renderLegacyError);
  const app = Fastify({
    logger: withRedaction(logger, config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client's id is kept only when short and plain (it lands in logs and headers); otherwise a new one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors: renderError,
    clientErrorHandler,
    // Original-API paths whose shapes v2 shares are served by the v2 routes (see src/legacy).
    rewriteUrl: (req) => rewriteLegacyUrl(req.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set before any other hook can refuse the request, so errors carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const https = config.publicUrl.startsWith('https:');
  registerSecurityHeaders(app, {
    // Strict-Transport-Security makes browsers refuse plain HTTP to this host for a year: only when
    // the public address is HTTPS.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Only Internet Explorer read these two; every response pays for them (docs/adr/0023).
    xXssProtection: false,
    xDownloadOptions: false,
    contentSecurityPolicy: {
      directives: {
        'worker-src': ["'self'", 'blob:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Upgrading requests breaks every asset of an install served over plain HTTP (an intranet
        // address, say); only ask for it when the public address is HTTPS.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  registerErrorHandler(app, renderError);
  // v1 paths served by v2 routes keep the original's snake_case field names (see src/legacy).
  registerLegacyWire(app);
  registerJsonBodies(app);
  registerCors(app, config.corsOrigins);
  const scraped = config.metricsToken
    ? createMetrics({ repo: createMetricsRepo(database.db), poolStats: () => database.poolStats(), deliverMailKind: deliverMailJob.kind })
    : undefined;
  const metrics = scraped ?? noMetrics;
  const users = createUsersRepo(database.db);
  const attempts = createLoginAttemptsRepo(database.db);
  const jwtSecret = resolveJwtSecret(config, app.log);
  const authService = countSignIns(
    createAuthService({ users, attempts, signer: createTokenSigner(jwtSecret), devices: createDeviceTokens(jwtSecret) }),
    metrics,
  );
  registerAccessControl(app, authService.authenticate);
  app.setNotFoundHandler((request) => {
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
  });

  // In-process counters: each server process limits on its own (see docs/adr/0003).
  registerRateLimit(app, config.rateLimitPerMinute);
  if (scraped && config.metricsToken) metricsRoutes(app, scraped, config.metricsToken);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Balancer API', version: config.version, description: 'Clinical decision support for bipolar disorder' },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => ('openapiObject' in doc ? withLegacyPaths(doc.openapiObject) : doc.swaggerObject),
  });

  // PGlite belongs to this process alone, so any job still "running" at start was interrupted.
  const staleSeconds = database.kind === 'pglite' ? 0 : config.jobStaleSeconds;
  const jobsRepo = createJobsRepo(database.db);
  // Mail has its own worker, so a reset link never waits behind a long ingestion.
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    ...(printMail ? { print: printMail } : {}),
  });
  app.addHook('onClose', async () => transport.close());
  const mailRunner = createJobRunner({
    repo: jobsRepo,
    jobs: [
      runs(deliverMailJob, createMailDelivery({ repo: createMailRepo(database.db), transport, log: app.log })),
      runs(accountMailJob, createAccountMailJob({ db: database.db, publicUrl: config.publicUrl })),
    ],
    log: app.log,
    staleSeconds,
    retryDelaySeconds: mailRetryDelay(config.mailRetrySeconds),
  });
  app.addHook('preClose', () => mailRunner.stop());
  authRoutesPlugin(app, authService);
  const accountDeps = { db: database.db, publicUrl: config.publicUrl, kickMail: () => mailRunner.kick() };
  usersRoutesPlugin(
    app,
    { accounts: createAccountsService(accountDeps), own: createOwnAccountService(accountDeps) },
    config.rateLimitPerMinute,
  );
  usersAdminRoutes(app, createUsersAdminService(accountDeps));

  // The clinical content is versioned in the database (docs/adr/0015); `content` is the built-in version 1.
  const contentRepo = createContentVersionsRepo(database.db);
  const contentStore = createContentStore(contentRepo, app.log);
  const activeContent = () => contentStore.active();
  // Search, answers, JJ and rule extraction name medications from the active version too, so an
  // added medication is found and a deleted one is not, in every process sharing the database.
  const activeCatalog = async () => (await contentStore.active()).catalog;
  const contentService = createContentService({ repo: contentRepo, store: contentStore });
  const medicationsService = createMedicationsService(activeContent, (v) => contentStore.at(v));
  systemRoutes(app, { version: config.version, database: database.kind, ping: () => database.ping() });
  const backupService = createBackupService(database, app.log);
  backupRoutes(app, backupService);
  // Before the server waits for requests in flight: a backup download whose reader stopped reading would never end.
  app.addHook('preClose', async () => backupService.abort());
  // The suggester answers on the version checked within the last second: no database round trip
  // per answer under load (docs/adr/0021).
  const recommendationsService = countSuggestions(
    createRecommendationsService(() => contentStore.recent(), { serialize: recommendationJson }),
    metrics,
  );
  medicationsRoutes(app, medicationsService);
  recommendationsRoutes(app, recommendationsService);
  contentRoutes(app, contentService);
  contentConflictsRoutes(
    app,
    createContentConflictsService({ repo: createContentConflictsRepo(database.db), store: contentStore, content: contentService }),
  );
  legacyClinicalRoutes(app, { recommendations: recommendationsService, medications: medicationsService });
  auditRoutes(app, createAuditService(database.db));
  feedbackRoutes(app, createFeedbackService(createFeedbackRepo(database.db)));
  legacyContentRoutes(app, { content: contentService, medications: medicationsService });
  newsletterRoutes(app, createNewsletterRepo(database.db));
  const cardRegistry = createCardRegistry();
  cdsHooksRoutes(
    app,
    createCdsHooksHandlers({
      service: countCdsSuggestions(
        createCdsHooksService({ content: activeContent, publicUrl: config.publicUrl, registry: cardRegistry }),
        metrics,
      ),
      repo: createCdsFeedbackRepo(database.db),
      registry: cardRegistry,
      authenticate: createCdsAuthenticator(config.cdsHooksClients, createCdsTokensRepo(database.db)),
      fetcher: fetchFhir,
      publicUrl: config.publicUrl,
    }),
    config.cdsHooksClients.length > 0,
  );
  const library = await registerLibrary(app, {
    config,
    database,
    trigram: capabilities.trigram,
    jobsRepo,
    staleSeconds,
    catalog: activeCatalog,
    medications: medicationsService,
    metrics,
  });
  await webRoutes(app, config.webDist);
  if (database.kind === 'pglite' && config.database.kind === 'pglite') registerRunFile(app, config.database.dataDir);

  return {
    app,
    seed: async () => {
      const admin = await ensureSuperuser(users, config.admin, app.log, onAdminStatus ? () => undefined : undefined);
      onAdminStatus?.(admin);
      // Throttling looks back 15 minutes at failures; successes are kept for known addresses.
      await attempts.prune(24 * 3600);
      await library.store.tidy(app.log);
      // Done mail jobs hold typed e-mail addresses in their payloads; a day of history is enough.
      await jobsRepo.pruneFinished([deliverMailJob.kind, accountMailJob.kind], 24 * 3600);
      // A library stored before statistics were kept (search plans depend on them).
      await library.documentsRepo.refreshStatistics();
      const active = await library.aiSettings.view();
      app.log.info(
        { answerer: active.active.label ?? 'extractive (no language model)', problem: active.active.problem },
        'answers configured',
      );
      const { outcome, version, applied, conflicts } = await contentStore.seed(content);
      if (outcome === 'merged' || (outcome === 'kept-edits' && conflicts?.length))
        app.log.warn(
          { active: version.contentVersion, applied: applied?.length ?? 0, conflicts: conflicts?.map((c) => `${c.area} ${c.id}`) },
          'this release ships different built-in clinical content; merged into the edited content, conflicts kept as edited',
        );
      else if (outcome === 'kept-edits')
        app.log.warn(
          { active: version.contentVersion },
          'this release ships different built-in clinical content; the edited active version is kept',
        );
      return { content: outcome, contentVersion: version.contentVersion };
    },
    startJobs: async () => {
      await library.jobRunner.start();
      await mailRunner.start();
    },
  };
}
