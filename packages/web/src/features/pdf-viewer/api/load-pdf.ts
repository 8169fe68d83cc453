import { apiRoutes, routePath } from '@balancer/contract';
import { queryOptions } from '@tanstack/react-query';
import { authorizationHeader, getAccessToken } from '../../../lib/auth-token';
import { refreshAccessToken } from '../../../lib/api-client';

/** The viewer's error texts (docs/product.md#document-chat). */
export const pdfErrors = {
  noToken: 'No access token found. Please log in.',
  expired: 'Session expired.',
  notFound: 'PDF not found.',
  server: 'Server error.',
  offline: 'Could not reach the server. Check your connection.',
  invalid: 'Invalid PDF format.',
} as const;

export class PdfLoadError extends Error {
  override readonly name = 'PdfLoadError';
}

/** A PDF starts with `%PDF-`; anything shorter or different is refused before pdf.js sees it. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= 5 && magic.every((b, i) => bytes[i] === b);
}

export function statusError(status: number): PdfLoadError {
  if (status === 401) return new PdfLoadError(pdfErrors.expired);
  if (status === 404) return new PdfLoadError(pdfErrors.notFound);
  return new PdfLoadError(pdfErrors.server);
}

async function get(guid: string, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(routePath(apiRoutes.uploadedFile, { guid }), {
      headers: { accept: 'application/pdf', ...authorizationHeader() },
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new PdfLoadError(pdfErrors.offline);
  }
}

/** The PDF's bytes, with the stored token; a stale token is refreshed once before 'Session expired.'. */
export async function fetchPdfBytes(guid: string, signal?: AbortSignal): Promise<Uint8Array> {
  if (!getAccessToken()) throw new PdfLoadError(pdfErrors.noToken);
  let res = await get(guid, signal);
  if (res.status === 401 && (await refreshAccessToken().catch(() => false))) res = await get(guid, signal);
  if (!res.ok) throw statusError(res.status);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!isPdfBytes(bytes)) throw new PdfLoadError(pdfErrors.invalid);
  return bytes;
}

/** Not cached beyond the open viewer: a PDF can be large, and pdf.js keeps its own copy. */
export const pdfBytesQuery = (guid: string) =>
  queryOptions({
    queryKey: ['pdf-bytes', guid],
    queryFn: ({ signal }) => fetchPdfBytes(guid, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
