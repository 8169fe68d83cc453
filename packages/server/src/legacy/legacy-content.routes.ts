import {
  legacyAddMedicationSchema,
  legacyDeleteMedicationResponseSchema,
  legacyDeleteMedicationSchema,
  legacyMedicationSchema,
  legacyMedRulesResponseSchema,
  legacyRoutes,
} from '@balancer/contract/legacy';
import { auditContext } from '../features/audit';
import type { ContentService } from '../features/content';
import type { MedicationsService } from '../features/medications';
import type { FastifyZod } from '../http/fastify-zod';
import { notFound } from '../http/errors';
import { splitLegacyList, toLegacyMedRules } from './legacy-shapes';

const tags = ['legacy (v1)'];
const superuser = { access: 'superuser' } as const;

/**
 * The original client's Manage Meds and Rules Manager calls. Each edit becomes a content version
 * like any other (validated, previewed, audited); one that would change a reference patient's
 * suggestions is refused, since these calls cannot confirm it.
 */
export function legacyContentRoutes(app: FastifyZod, services: { content: ContentService; medications: MedicationsService }): void {
  app.post(
    legacyRoutes.addMedication,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Adds a medication (benefits and risks comma-separated) as a new content version',
        body: legacyAddMedicationSchema,
        response: { 201: legacyMedicationSchema },
      },
    },
    async (request, reply) => {
      const { name, benefits, risks } = request.body;
      const statements = (list: string) => splitLegacyList(list).map((text) => ({ text }));
      await services.content.apply(
        {
          change: { kind: 'medication.add', name, benefits: statements(benefits), risks: statements(risks) },
          passages: [],
          reason: `Medication "${name}" added in the medication list`,
          confirm: false,
        },
        auditContext(request),
      );
      return reply.code(201).send({ name, benefits, risks });
    },
  );

  app.delete(
    legacyRoutes.deleteMedication,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Deletes a medication by name, as a new content version (refused while the guideline or a rule names it)',
        body: legacyDeleteMedicationSchema,
        response: { 200: legacyDeleteMedicationResponseSchema },
      },
    },
    async (request) => {
      const { name } = request.body;
      const found = await services.medications.findByName(name);
      if (!found) throw notFound(`Medication "${name}" does not exist`);
      await services.content.apply(
        {
          change: { kind: 'medication.delete', id: found.id },
          passages: [],
          reason: `Medication "${found.name}" deleted from the medication list`,
          confirm: false,
        },
        auditContext(request),
      );
      return { success: `Medication "${found.name}" has been deleted` };
    },
  );

  app.get(
    legacyRoutes.medRules,
    {
      config: superuser,
      schema: {
        tags,
        summary: 'Every rule of the active content, in the original envelope',
        response: { 200: legacyMedRulesResponseSchema },
      },
    },
    async () => toLegacyMedRules(await services.content.rules({ compiled: true })),
  );
}
