import { aiConnectionTestSchema, aiSettingsSchema, apiRoutes, routePath, type AiSettingKey } from '@balancer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const aiSettingsQuery = queryOptions({
  queryKey: ['ai-settings'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.aiSettings, aiSettingsSchema, { signal }),
});

export const useAiSettings = () => useQuery(aiSettingsQuery);

/** Saves one setting (null forgets the saved value); the answer is the whole list, which replaces the cache. */
export function useSaveAiSetting(key: AiSettingKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: string | null) =>
      apiRequest(routePath(apiRoutes.aiSetting, { key }), aiSettingsSchema, { method: 'PUT', body: { value } }),
    onSuccess: (settings) => client.setQueryData(aiSettingsQuery.queryKey, settings),
  });
}

export const useTestConnection = () =>
  useMutation({ mutationFn: () => apiRequest(apiRoutes.aiSettingsTest, aiConnectionTestSchema, { method: 'POST', body: {} }) });
