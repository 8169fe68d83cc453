import {
  apiRoutes,
  medicationDetailSchema,
  medicationListSchema,
  routePath,
  type MedicationDetail,
  type MedicationSummary,
} from '@balancer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** The catalogue, sorted by name: autocomplete on the form and the /medications page. */
export const medicationListQuery = queryOptions({
  queryKey: ['medications', 'list'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.medications, medicationListSchema, { signal }),
  staleTime: 10 * 60_000,
});

export function useMedicationList() {
  return useQuery(medicationListQuery);
}

/**
 * One medication's cited benefits, risks and sources: as they were in `contentVersion` (the version an
 * answer names) when given, else as they are now. A version never changes, so its detail is kept.
 */
export function medicationQuery(id: string, contentVersion?: string) {
  const query = contentVersion ? `?${new URLSearchParams({ contentVersion }).toString()}` : '';
  return queryOptions({
    queryKey: ['medications', 'detail', id, contentVersion ?? 'active'],
    queryFn: ({ signal }) => apiRequest(`${routePath(apiRoutes.medication, { id })}${query}`, medicationDetailSchema, { signal }),
    staleTime: contentVersion ? Infinity : 10 * 60_000,
  });
}

/**
 * The detail of a suggestion: by its catalogue id when the record has it, else (a record saved
 * before ids were kept) by its name in the list.
 */
export function useMedicationDetail(ref: { id?: string | undefined; name: string; contentVersion?: string | undefined }): {
  data: MedicationDetail | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const list = useQuery({ ...medicationListQuery, enabled: !ref.id });
  const id = ref.id ?? list.data?.find((m) => m.name.toLowerCase() === ref.name.toLowerCase())?.id;
  // A record saved before ids were kept has no version either: its detail is today's.
  const detail = useQuery({ ...medicationQuery(id ?? '', ref.id ? ref.contentVersion : undefined), enabled: id !== undefined });
  const missing = !ref.id && list.isSuccess && id === undefined ? new Error(`${ref.name} is not in the medication list.`) : null;
  const error = list.error ?? detail.error ?? missing;
  return { data: detail.data, isPending: !error && !detail.data, error };
}

export type { MedicationDetail, MedicationSummary };
