/**
 * The window event other parts of the app use to move the open PDF viewer (docs/product.md#document-chat):
 * `navigateToPdfPage` with `detail.page` (1-based) and, optionally, a passage to highlight on that page.
 */
export const NAVIGATE_EVENT = 'navigateToPdfPage';

export type PdfNavigation = { page: number; highlight?: string; context?: string };

// The last navigation asked for, kept briefly for a viewer that was not there yet to hear it (a phone's
// Document tab whose PDF was still loading when a citation was tapped).
let pending: { nav: PdfNavigation; at: number } | null = null;
const PENDING_MS = 30_000;

/** Scrolls the open viewer to a page and, with a passage, highlights it there (`context` tinted lightly around it). */
export function goToPdfPage(page: number, highlight?: string, context?: string): void {
  const detail: PdfNavigation = highlight ? { page, highlight, ...(context ? { context } : {}) } : { page };
  pending = { nav: detail, at: Date.now() };
  window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail }));
}

/** The navigation asked for in the last 30 s that no viewer has taken yet, taken (null when none). */
export function takePendingNavigation(): PdfNavigation | null {
  const found = pending && Date.now() - pending.at < PENDING_MS ? pending.nav : null;
  pending = null;
  return found;
}

/** Reads an event's detail; `pageNumber` is accepted too (the original app's name). Null when unusable. */
export function readNavigation(detail: unknown): PdfNavigation | null {
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as { page?: unknown; pageNumber?: unknown; highlight?: unknown; context?: unknown };
  const page = Number(d.page ?? d.pageNumber);
  if (!Number.isFinite(page)) return null;
  const highlight = typeof d.highlight === 'string' && d.highlight.trim() ? d.highlight : undefined;
  const context = typeof d.context === 'string' && d.context.trim() ? d.context : undefined;
  if (!highlight) return { page: Math.trunc(page) };
  return context ? { page: Math.trunc(page), highlight, context } : { page: Math.trunc(page), highlight };
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
