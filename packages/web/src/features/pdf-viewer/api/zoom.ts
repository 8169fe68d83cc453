/** The zoom menu's steps in percent; 100 is the default and what Page fit returns to. */
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300, 400] as const;
export type Zoom = (typeof ZOOM_STEPS)[number];
export const DEFAULT_ZOOM: Zoom = 100;

/** Room left beside the page in the pane (padding and the scroll bar). */
export const PANE_ALLOWANCE_PX = 50;

/** Rendered page width: at 100 % (Page fit) the pane's width less the allowance; other steps scale that. */
export function pageWidth(paneWidth: number, zoom: number): number {
  const fit = Math.max(100, paneWidth - PANE_ALLOWANCE_PX);
  return Math.round((fit * zoom) / 100);
}

export const isZoom = (n: number): n is Zoom => (ZOOM_STEPS as readonly number[]).includes(n);
