import {
  apiRoutes,
  citedSourcesSchema,
  contentChangeRequestSchema,
  contentChangeResultSchema,
  contentHistoryEntrySchema,
  contentHistorySchema,
  contentInteractionsSchema,
  contentPreviewRequestSchema,
  contentPreviewSchema,
  contentReviewQueueSchema,
  contentRollbackRequestSchema,
  contentRulesSchema,
  contentVersionInfoSchema,
  contentVersionParamsSchema,
  editableMedicationSchema,
  medicationIdParamsSchema,
  riskFlagTooltipsSchema,
} from '@balancer/contract';
import { auditContext } from '../audit';
import type { FastifyZod } from '../../http/fastify-zod';
import type { ContentService } from './content.service';

const tags = ['clinical content'];
const superuser = { access: 'superuser' } as const;

export function contentRoutes(app: FastifyZod, service: ContentService): void {
  app.get(
    apiRoutes.content,
    { config: superuser, schema: { tags, summary: 'The active content version', response: { 200: contentVersionInfoSchema } } },
    async () => service.activeInfo(),
  );

  app.get(
    apiRoutes.riskFlagTooltips,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "What a Yes to each risk question does, from the active rules (the form's tooltips)",
        response: { 200: riskFlagTooltipsSchema },
      },
    },
    async () => service.tooltips(),
  );

  app.get(
    apiRoutes.contentSources,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The guidelines, labels and papers the active content cites, with how many tiers, rules and statements cite each',
        response: { 200: citedSourcesSchema },
      },
    },
    async () => service.sources(),
  );

  app.get(
    apiRoutes.contentRules,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Every rule with its medications and sources, and the citations a rule may use',
        response: { 200: contentRulesSchema },
      },
    },
    async () => service.rules(),
  );

  app.get(
    apiRoutes.contentInteractions,
    {
      config: superuser,
      schema: {
        tags,
        summary:
          'Every drug–drug interaction with the rules it compiles to, and what a side may name (change one with an interaction.* change)',
        response: { 200: contentInteractionsSchema },
      },
    },
    async () => service.interactions(),
  );

  app.get(
    apiRoutes.contentReview,
    {
      config: superuser,
      schema: {
        tags,
        summary:
          'Statements, rules and interactions awaiting clinical review, with their sources (mark one reviewed with a review.mark change)',
        response: { 200: contentReviewQueueSchema },
      },
    },
    async () => service.reviewQueue(),
  );

  app.get(
    apiRoutes.contentMedication,
    {
      config: superuser,
      schema: {
        tags,
        summary: "A medication's own benefits and risks with their sources, for editing",
        params: medicationIdParamsSchema,
        response: { 200: editableMedicationSchema },
      },
    },
    async (request) => service.medication(request.params.id),
  );

  app.post(
    apiRoutes.contentPreview,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'What a change would do: problems that would refuse it, the diff, and the reference patients whose suggestions change',
        body: contentPreviewRequestSchema,
        response: { 200: contentPreviewSchema },
      },
    },
    async (request) => service.preview(request.body),
  );

  app.post(
    apiRoutes.contentChanges,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Stores a change as a new version (422 when inconsistent; 409 without confirm when reference patients change)',
        body: contentChangeRequestSchema,
        response: { 201: contentChangeResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.apply(request.body, auditContext(request))),
  );

  app.get(
    apiRoutes.contentVersions,
    {
      config: superuser,
      schema: { tags, summary: 'The newest versions with author, time, reason and diff', response: { 200: contentHistorySchema } },
    },
    async () => service.history(),
  );

  app.get(
    apiRoutes.contentVersion,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'One version and what it changed',
        params: contentVersionParamsSchema,
        response: { 200: contentHistoryEntrySchema },
      },
    },
    async (request) => service.version(request.params.id),
  );

  app.post(
    apiRoutes.contentRollbackPreview,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'What rolling back to a version would do',
        params: contentVersionParamsSchema,
        response: { 200: contentPreviewSchema },
      },
    },
    async (request) => service.previewRollback(request.params.id),
  );

  app.post(
    apiRoutes.contentRollback,
    {
      config: superuser,
      schema: {
        tags,
        summary: "Makes an earlier version's content active again, as a new version",
        params: contentVersionParamsSchema,
        body: contentRollbackRequestSchema,
        response: { 201: contentChangeResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.rollback(request.params.id, request.body, auditContext(request))),
  );
}
