import { apiErrorSchema, apiRoutes, uploadResponseSchema, type UploadResponse } from '@balancer/contract';
import { ApiClientError } from '../../../lib/api-client';
import { authorizationHeader } from '../../../lib/auth-token';

export type UploadProgress = (loaded: number, total: number) => void;
export type Uploader = (file: File, onProgress: UploadProgress, signal: AbortSignal) => Promise<UploadResponse>;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The server's refusal as an ApiClientError; the person-facing text is the file field's message when there is one. */
export function uploadError(status: number, body: unknown): ApiClientError {
  const envelope = apiErrorSchema.safeParse(body);
  if (!envelope.success) {
    const message = status === 413 ? 'The file is larger than the upload limit.' : `The server answered ${status}.`;
    return new ApiClientError({ status, code: status === 413 ? 'payload_too_large' : 'http_error', message });
  }
  const { error, code, fields, requestId } = envelope.data;
  return new ApiClientError({ status, code, message: fields?.file?.[0] ?? error, requestId, ...(fields ? { fields } : {}) });
}

/**
 * POST uploadFile as multipart (field `file`) over XMLHttpRequest, because fetch cannot report
 * upload progress. Resolves with the contract's response; rejects with an ApiClientError.
 */
export const uploadPdf: Uploader = (file, onProgress, signal) =>
  new Promise<UploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiRoutes.uploadFile);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(uploadError(xhr.status, body));
      const parsed = uploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiClientError({
            status: xhr.status,
            code: 'invalid_response',
            message: 'The server sent a response this page does not understand.',
          }),
        );
    };
    xhr.onerror = () =>
      reject(
        new ApiClientError({
          status: 0,
          code: 'network_error',
          message: 'The upload did not reach the server. Check your connection and the file size, then try again.',
        }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
