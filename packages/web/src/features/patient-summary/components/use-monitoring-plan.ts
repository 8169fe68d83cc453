import { useState } from 'react';
import type { PlanMarks } from './regimen-detail';

/** The regimens marked for the printout's monitoring plan (issue 41): this screen's state only, never stored. */
export function useMonitoringPlan(): PlanMarks {
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setMarked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { marked, toggle };
}
