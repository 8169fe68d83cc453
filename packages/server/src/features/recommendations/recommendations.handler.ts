import type { PatientContext } from '@balancer/domain';
import type { recommendRequestSchema } from '@balancer/contract';
import type { z } from 'zod';
import type { RecommendationsService } from './recommendations.service';

type ParsedRequest = z.output<typeof recommendRequestSchema>;

/**
 * Maps the legacy request to the engine's input. Only the fields the engine reads cross this line;
 * identifiers and free text (id, description, otherDiagnosis, currentMedications) stop here.
 */
export function toPatientContext(body: ParsedRequest): PatientContext {
  return {
    state: body.state,
    psychotic: body.psychotic,
    suicideHistory: body.suicideHistory,
    kidneyHistory: body.kidneyHistory,
    liverHistory: body.liverHistory,
    bloodPressureHistory: body.bloodPressureHistory,
    weightGainConcern: body.weightGainConcern,
    reproductive: body.reproductive,
    riskPregnancy: body.riskPregnancy,
    anyPregnancy: body.anyPregnancy,
    priorMedications: body.priorMedications,
  };
}

export function createRecommendHandler(service: RecommendationsService) {
  return async (request: { body: ParsedRequest }) => service.recommend(toPatientContext(request.body));
}
