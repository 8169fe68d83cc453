import type { DocumentStatus, UploadResponse } from '@balancer/contract';

/** Upload (docs/product.md#screens): idle → uploading → (ingesting →) a visible result → idle again on "Upload another". */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; loaded: number; total: number }
  | { phase: 'ingesting'; fileName: string; guid: string; title: string | null; pagesDone: number; pageCount: number | null }
  | { phase: 'done'; fileName: string; guid: string; title: string | null; pages: number | null; chunks: number }
  | { phase: 'failed'; fileName: string; message: string; stage: 'upload' | 'ingestion' };

export type UploadEvent =
  | { type: 'start'; file: File }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'accepted'; response: UploadResponse }
  | { type: 'status'; status: DocumentStatus }
  | { type: 'refused'; message: string }
  | { type: 'reset' };

export const idle: UploadState = { phase: 'idle' };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { phase: 'uploading', fileName: event.file.name, loaded: 0, total: event.file.size };
    case 'progress':
      return state.phase === 'uploading' ? { ...state, loaded: event.loaded, total: event.total } : state;
    case 'accepted':
      if (state.phase !== 'uploading') return state;
      return { phase: 'ingesting', fileName: state.fileName, guid: event.response.guid, title: null, pagesDone: 0, pageCount: null };
    case 'status': {
      if (state.phase !== 'ingesting') return state;
      const s = event.status;
      if (s.status === 'ready')
        return { phase: 'done', fileName: state.fileName, guid: s.guid, title: s.title, pages: s.pageCount, chunks: s.chunkCount };
      if (s.status === 'failed')
        return { phase: 'failed', fileName: state.fileName, stage: 'ingestion', message: s.error ?? 'Ingestion failed.' };
      return { ...state, title: s.title, pagesDone: s.pagesDone, pageCount: s.pageCount };
    }
    case 'refused':
      if (state.phase !== 'uploading' && state.phase !== 'ingesting') return state;
      return {
        phase: 'failed',
        fileName: state.fileName,
        stage: state.phase === 'uploading' ? 'upload' : 'ingestion',
        message: event.message,
      };
    case 'reset':
      return idle;
  }
}

export const isBusy = (state: UploadState): boolean => state.phase === 'uploading' || state.phase === 'ingesting';
