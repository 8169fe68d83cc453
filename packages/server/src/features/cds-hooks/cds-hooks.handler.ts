import type { CdsFeedbackRequest, CdsRequest } from '@balancer/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import type { CardRegistry } from './card-registry';
import type { CdsAuthenticator, CdsClient } from './cds-auth';
import type { CdsFeedbackRepo } from './cds-feedback.repo';
import type { CdsHooksService } from './cds-hooks.service';
import { gatherResources, type FhirFetcher } from './prefetch';
import { CDS_SERVICES, OVERRIDE_REASONS, OVERRIDE_SYSTEM } from './service-definition';

type Deps = {
  service: CdsHooksService;
  repo: CdsFeedbackRepo;
  registry: CardRegistry;
  authenticate: CdsAuthenticator;
  fetcher: FhirFetcher;
  publicUrl: string;
};

type WithId = { params: { id: string }; log: FastifyBaseLogger };

// The verified client of a request; a WeakMap, so nothing lingers after the request.
const clients = new WeakMap<object, CdsClient>();

export function createCdsHooksHandlers({ service, repo, registry, authenticate, fetcher, publicUrl }: Deps) {
  const known = (id: string) => {
    if (!CDS_SERVICES.some((s) => s.id === id)) throw notFound(`No CDS service ${id}`);
  };

  return {
    /** onRequest: unknown service → 404; then the JWT, whose audience is the URL called (or, for feedback, its service). */
    async verify(request: FastifyRequest) {
      const { id } = request.params as { id: string };
      known(id);
      const service = `${publicUrl}/cds-services/${id}`;
      const called = `${publicUrl}${request.url.split('?')[0]}`;
      clients.set(request, await authenticate(request.headers.authorization, [...new Set([called, service])]));
    },

    async call(request: WithId & { body: CdsRequest }) {
      const body = request.body;
      const hook = CDS_SERVICES.find((s) => s.id === request.params.id)!.hook;
      if (body.hook !== hook)
        throw badRequest(`hook: this service answers ${hook}, not ${body.hook}`, {
          hook: [`expected "${hook}" for service ${request.params.id}`],
        });
      const issued = await service.evaluate(body, await gatherResources(body, fetcher));
      // Counts and kinds only: the request's patient, resources and answers are never logged.
      request.log.info({ service: request.params.id, hook: body.hook, cards: issued.map((c) => c.kind) }, 'CDS Hooks call answered');
      return { cards: issued.map((c) => c.card) };
    },

    async feedback(request: WithId & { body: CdsFeedbackRequest }) {
      const client = clients.get(request)!;
      const rows = request.body.feedback.map((f, i) => {
        const reason = f.overrideReason?.reason;
        // A reason without a system, or in this service's system, must be one of ours; an EHR may define its own in its own system.
        const ours = reason && (!reason.system || reason.system === OVERRIDE_SYSTEM);
        if (ours && !OVERRIDE_REASONS.some((r) => r.code === reason.code))
          throw badRequest(
            `feedback.${i}.overrideReason.reason: not one of this service's override reasons, and no code system of the EHR's own`,
            {
              [`feedback.${i}.overrideReason.reason`]: [
                `expected one of ${OVERRIDE_REASONS.map((r) => r.code).join(', ')}, or a system for the EHR's own reason`,
              ],
            },
          );
        // userComment and the reason's display are dropped unread: free text may name the patient.
        return {
          client: client.iss,
          cardUuid: f.card,
          cardKind: registry.kindOf(f.card),
          outcome: f.outcome,
          overrideReason: reason?.code ?? null,
          overrideSystem: ours ? null : (reason?.system ?? null),
          outcomeAt: new Date(f.outcomeTimestamp),
        };
      });
      await repo.insertMany(rows);
      request.log.info({ service: request.params.id, stored: rows.length }, 'CDS Hooks feedback stored');
      return {};
    },

    async list() {
      return (await repo.list()).map((f) => ({
        id: f.id,
        client: f.client,
        card: f.cardUuid,
        cardKind: f.cardKind,
        outcome: f.outcome,
        overrideReason: f.overrideReason,
        overrideSystem: f.overrideSystem,
        outcomeTimestamp: f.outcomeAt.toISOString(),
        createdAt: f.createdAt.toISOString(),
      }));
    },
  };
}
