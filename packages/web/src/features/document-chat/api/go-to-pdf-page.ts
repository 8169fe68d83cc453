/**
 * Asks the open PDF viewer to scroll to a page and highlight a passage there (the viewer listens for
 * the `navigateToPdfPage` window event).
 */
export function goToPdfPage(page: number, highlight?: string): void {
  window.dispatchEvent(new CustomEvent('navigateToPdfPage', { detail: highlight ? { page, highlight } : { page } }));
}
