/**
 * The workspace's panes, left to right: the document when the address names one (`?guid=`; an empty
 * value shows 'No document specified.'), the chat always, insights when toggled.
 */
export type PaneId = 'document' | 'chat' | 'insights';

export const paneLabels: Record<PaneId, string> = { document: 'Document', chat: 'Chat', insights: 'Insights' };

export function visiblePanes(withDocument: boolean, insights: boolean): PaneId[] {
  return [...(withDocument ? (['document'] as const) : []), 'chat', ...(insights ? (['insights'] as const) : [])];
}

/** `?pane=`: the pane to show first on a phone ('chat' also puts the cursor in the question box); anything else is ignored. */
export const paneParam = (raw: string | null): PaneId | null => (raw && Object.hasOwn(paneLabels, raw) ? (raw as PaneId) : null);

/** The guid query parameter, trimmed; empty means none. */
export const guidParam = (raw: string | null): string | null => raw?.trim() || null;
