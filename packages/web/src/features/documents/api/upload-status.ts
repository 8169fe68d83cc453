import { apiRoutes, documentStatusSchema, type DocumentStatus } from '@balancer/contract';
import { apiRequest } from '../../../lib/api-client';
import { guidPath } from './documents-list';

export type StatusReader = (guid: string, signal: AbortSignal) => Promise<DocumentStatus>;

/** GET uploadFile/{guid}/status: ingestion progress, pages done of pages. */
export const getUploadStatus: StatusReader = (guid, signal) =>
  apiRequest(guidPath(apiRoutes.uploadStatus, guid), documentStatusSchema, { signal });
