/**
 * The window event other parts of the app use to move the open PDF viewer (docs/product.md#document-chat):
 * `navigateToPdfPage` with `detail.page` (1-based) and, optionally, a passage to highlight on that page.
 */
export const NAVIGATE_EVENT = 'navigateToPdfPage';

export type PdfNavigation = { page: number; highlight?: string };

/** Scrolls the open viewer to a page and, with a passage, highlights it there. */
export function goToPdfPage(page: number, highlight?: string): void {
  const detail: PdfNavigation = highlight ? { page, highlight } : { page };
  window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail }));
}

/** Reads an event's detail; `pageNumber` is accepted too (the original app's name). Null when unusable. */
export function readNavigation(detail: unknown): PdfNavigation | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as { page?: unknown; pageNumber?: unknown; highlight?: unknown };
  const page = Number(d.page ?? d.pageNumber);
  if (!Number.isFinite(page)) return null;
  const highlight = typeof d.highlight === 'string' && d.highlight.trim() ? d.highlight : undefined;
  return highlight ? { page: Math.trunc(page), highlight } : { page: Math.trunc(page) };
}

/** The `page` query parameter: a positive integer, else 1; clamped to the page count once known. */
export function parsePageParam(raw: string | null, pageCount?: number): number {
  const n = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : 1;
  return clampPage(n, pageCount);
}

export function clampPage(page: number, pageCount?: number): number {
  const low = Math.max(1, Math.trunc(page) || 1);
  return pageCount ? Math.min(low, pageCount) : low;
}
