import { annotationListSchema, annotationSchema, apiRoutes, routePath, type Annotation, type NewAnnotation } from '@balancer/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in reader's own annotations on one document. */
export const annotationsQuery = (guid: string) =>
  queryOptions({
    queryKey: ['annotations', guid],
    queryFn: ({ signal }) => apiRequest(`${apiRoutes.annotations}?guid=${encodeURIComponent(guid)}`, annotationListSchema, { signal }),
  });

export const saveAnnotation = (input: NewAnnotation): Promise<Annotation> =>
  apiRequest(apiRoutes.annotations, annotationSchema, { method: 'POST', body: input });

export const deleteAnnotation = (id: string): Promise<unknown> =>
  apiRequest(routePath(apiRoutes.annotation, { id }), z.unknown(), { method: 'DELETE' });
