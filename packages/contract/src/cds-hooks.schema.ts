import { z } from 'zod';

/**
 * CDS Hooks 2.0 wire shapes (discovery, request, cards, feedback) for the service Balancer offers to
 * EHRs. FHIR resources inside a request stay loosely typed here: the mapping module reads only the
 * fields it needs and treats everything else as absent.
 */

export const cdsHookSchema = z.enum(['patient-view', 'order-select']);
export type CdsHook = z.infer<typeof cdsHookSchema>;

const fhirResource = z.looseObject({ resourceType: z.string().min(1) });

export const cdsRequestSchema = z.object({
  hook: cdsHookSchema,
  hookInstance: z.uuid(),
  fhirServer: z.url().optional(),
  fhirAuthorization: z
    .looseObject({
      access_token: z.string().min(1),
      token_type: z.literal('Bearer'),
      expires_in: z.number().int().positive(),
      scope: z.string(),
      subject: z.string(),
    })
    .optional(),
  context: z.looseObject({
    userId: z.string().min(1).optional(),
    patientId: z.string().min(1),
    encounterId: z.string().min(1).optional(),
    /** order-select: ids of the draft orders the clinician is choosing. */
    selections: z.array(z.string()).optional(),
    /** order-select: a Bundle of the draft orders. */
    draftOrders: fhirResource.optional(),
  }),
  /** Keys of the discovery document's templates; null when the EHR found nothing for one. */
  prefetch: z.record(z.string(), fhirResource.nullable()).optional(),
});
export type CdsRequest = z.infer<typeof cdsRequestSchema>;

export const codingSchema = z.object({ system: z.string().optional(), code: z.string(), display: z.string().optional() });
export type Coding = z.infer<typeof codingSchema>;

export const cdsLinkSchema = z.object({
  label: z.string(),
  url: z.url(),
  type: z.enum(['absolute', 'smart']),
  appContext: z.string().optional(),
});

export const cdsCardSchema = z.object({
  uuid: z.uuid(),
  summary: z.string().min(1).max(140),
  detail: z.string().optional(),
  indicator: z.enum(['info', 'warning', 'critical']),
  source: z.object({
    label: z.string().min(1),
    url: z.url().optional(),
    topic: codingSchema.optional(),
  }),
  overrideReasons: z.array(codingSchema).optional(),
  links: z.array(cdsLinkSchema).optional(),
});
export type CdsCard = z.infer<typeof cdsCardSchema>;

export const cdsResponseSchema = z.object({ cards: z.array(cdsCardSchema) });
export type CdsResponse = z.infer<typeof cdsResponseSchema>;

export const cdsServiceSchema = z.object({
  hook: cdsHookSchema,
  id: z.string(),
  title: z.string(),
  description: z.string(),
  prefetch: z.record(z.string(), z.string()),
  usageRequirements: z.string().optional(),
});
export const cdsDiscoverySchema = z.object({ services: z.array(cdsServiceSchema) });
export type CdsDiscovery = z.infer<typeof cdsDiscoverySchema>;

export const cdsFeedbackRequestSchema = z.object({
  feedback: z
    .array(
      z.object({
        card: z.uuid(),
        outcome: z.enum(['accepted', 'overridden']),
        acceptedSuggestions: z.array(z.object({ id: z.string() })).optional(),
        /** `userComment` is accepted and dropped unread: free text may name the patient. */
        /** `reason` is one of the card's override reasons or one the EHR defined itself (code and system kept, display dropped). */
        overrideReason: z
          .object({
            reason: codingSchema.extend({ system: z.string().max(500).optional(), code: z.string().min(1).max(200) }).optional(),
            userComment: z.string().optional(),
          })
          .optional(),
        outcomeTimestamp: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(100),
});
export type CdsFeedbackRequest = z.infer<typeof cdsFeedbackRequestSchema>;

/** GET (superusers): stored card feedback, newest first. No patient data is ever stored. */
export const cdsFeedbackListSchema = z.array(
  z.object({
    id: z.number().int(),
    client: z.string(),
    card: z.string(),
    /** What the card was about (e.g. "not-suggested", "rule:<id>"), when the card was issued recently. */
    cardKind: z.string().nullable(),
    outcome: z.enum(['accepted', 'overridden']),
    overrideReason: z.string().nullable(),
    /** The code system of a reason the EHR defined; null for the service's own. */
    overrideSystem: z.string().nullable(),
    outcomeTimestamp: z.string(),
    createdAt: z.string(),
  }),
);
export type CdsFeedbackList = z.infer<typeof cdsFeedbackListSchema>;
