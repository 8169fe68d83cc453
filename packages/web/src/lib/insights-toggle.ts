import { useSyncExternalStore } from 'react';

/**
 * Whether the document workspace shows its Insights pane. The toggle sits in the workspace header and the
 * pane in the workspace, so the choice lives here (and in local storage, so it survives a reload).
 */
const KEY = 'workspaceInsights';
const listeners = new Set<() => void>();

const read = (): boolean => {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
};

export function setInsightsOn(on: boolean): void {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage unavailable: the choice holds until the page is left.
  }
  listeners.forEach((l) => l());
}

export function useInsightsOn(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    read,
    () => false,
  );
}
