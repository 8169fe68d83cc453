import { apiRoutes, auditPageSchema } from '@balancer/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AuditFilters = { entityType: string; action: string; page: number };
export const PAGE_SIZE = 25;

export function useAuditLog({ entityType, action, page }: AuditFilters) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (entityType) query.set('entityType', entityType);
  if (action) query.set('action', action);
  return useQuery({
    queryKey: ['audit', entityType, action, page],
    queryFn: ({ signal }) => apiRequest(`${apiRoutes.audit}?${query}`, auditPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
