import { adminUserSchema, authRoutes, routePath, usersListSchema, type AdminUserChange } from '@balancer/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The Users page's calls (superusers). */
export function useUsers(q: string) {
  return useQuery({
    queryKey: ['users', q],
    queryFn: ({ signal }) => apiRequest(`${authRoutes.adminUsers}${q ? `?q=${encodeURIComponent(q)}` : ''}`, usersListSchema, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useChangeUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminUserChange }) =>
      apiRequest(routePath(authRoutes.adminUser, { id: String(id) }), adminUserSchema, { method: 'PATCH', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useResendActivation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(routePath(authRoutes.adminUserActivationMail, { id: String(id) }), z.unknown(), { method: 'POST' }),
  });
}
