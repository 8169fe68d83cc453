import { apiRoutes, newsletterListSchema } from '@balancer/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download';

export const useSubscribers = () =>
  useQuery({
    queryKey: ['newsletter', 'subscribers'],
    queryFn: ({ signal }) => apiRequest(apiRoutes.newsletter, newsletterListSchema, { signal }),
  });

export const exportSubscribers = () => downloadWithToken(apiRoutes.newsletterExport, 'balancer-newsletter.csv');
