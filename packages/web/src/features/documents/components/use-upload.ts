import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { documentsKey } from '../api/documents-list';
import { getUploadStatus, type StatusReader } from '../api/upload-status';
import { uploadPdf, type Uploader } from '../api/upload-pdf';
import { idle, isBusy, uploadReducer } from './upload-machine';

export interface UploadDeps {
  upload: Uploader;
  getStatus: StatusReader;
  /** Delay between status polls while the server ingests the file. */
  pollMs: number;
}

export const defaultUploadDeps: UploadDeps = { upload: uploadPdf, getStatus: getUploadStatus, pollMs: 400 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Runs one upload at a time: bytes over XHR with progress, then polls the ingestion status to its end. */
export function useUpload(deps: UploadDeps = defaultUploadDeps) {
  const [state, dispatch] = useReducer(uploadReducer, idle);
  const client = useQueryClient();
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      dispatch({ type: 'start', file });
      try {
        const accepted = await deps.upload(file, (loaded, total) => dispatch({ type: 'progress', loaded, total }), signal);
        dispatch({ type: 'accepted', response: accepted });
        void client.invalidateQueries({ queryKey: documentsKey });
        for (;;) {
          const status = await deps.getStatus(accepted.guid, signal);
          dispatch({ type: 'status', status });
          if (status.status !== 'processing') break;
          await sleep(deps.pollMs, signal);
          if (signal.aborted) return;
        }
        void client.invalidateQueries({ queryKey: documentsKey });
      } catch (error) {
        if (!signal.aborted) dispatch({ type: 'refused', message: errorMessage(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client, deps],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, start, reset, busy: isBusy(state) };
}
