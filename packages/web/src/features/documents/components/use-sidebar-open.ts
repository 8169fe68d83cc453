import { useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Below this width (px) the admin sidebar starts collapsed (docs/product.md#screens). */
export const SIDEBAR_BREAKPOINT = 640;
const query = `(max-width: ${SIDEBAR_BREAKPOINT - 0.02}px)`;

/**
 * Open on wide screens, collapsed on narrow ones. A toggle holds until the width crosses the
 * breakpoint, which collapses (or opens) the sidebar again automatically.
 */
export function useSidebarOpen() {
  const narrow = useMediaQuery(query);
  const [choice, setChoice] = useState<{ narrow: boolean; open: boolean } | null>(null);
  const open = choice && choice.narrow === narrow ? choice.open : !narrow;
  return {
    open,
    narrow,
    toggle: () => setChoice({ narrow, open: !open }),
    close: () => setChoice({ narrow, open: false }),
  };
}
