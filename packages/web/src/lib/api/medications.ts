import { apiRoutes, medicationListResponseSchema, riskResponseSchema, type MedicationListItem, type RiskResponse } from '@balancer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The catalogue list, sorted by name: autocomplete on the form and the /medications page. */
export const medicationListQuery = queryOptions({
  queryKey: ['medications', 'list'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.medications, medicationListResponseSchema, { signal }),
  staleTime: 10 * 60_000,
});

export function useMedicationList() {
  return useQuery(medicationListQuery);
}

/** Benefits, risks and sources of one medication (POST riskWithSources). */
export function riskQuery(drug: string, source = 'include') {
  return queryOptions({
    queryKey: ['medications', 'risk', drug, source],
    queryFn: ({ signal }) => apiRequest(apiRoutes.riskWithSources, riskResponseSchema, { body: { drug, source }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useRisk(drug: string, source: string, enabled = true) {
  return useQuery({ ...riskQuery(drug, source), enabled });
}

/** Benefits and risks keep the legacy "- " prefix on the wire. */
export function stripBullet(text: string): string {
  return text.replace(/^\s*-\s+/, '');
}

/** The list strings are ", "-joined (spec §9). */
export function splitList(joined: string): string[] {
  return joined
    .split(', ')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type { MedicationListItem, RiskResponse };
