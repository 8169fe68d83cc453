import { conflictLocation, planConflicts, type ClinicalContentSet, type MergeConflict } from '@balancer/domain';
import type { Db } from '../../db/client';
import { createContentConflictsRepo } from './content-conflicts.repo';

/**
 * Keeps a release merge's conflicts for a superuser to settle (docs/adr/0050), inside the merge's
 * transaction: each with where the item sits, so it can be settled whatever its area.
 */
export async function recordMergeConflicts(
  tx: Db,
  raised: MergeConflict[],
  sets: { base: ClinicalContentSet; site: ClinicalContentSet; release: ClinicalContentSet },
  releaseHash: string,
): Promise<void> {
  const repo = createContentConflictsRepo(tx);
  const plan = planConflicts(await repo.known(), raised);
  // An item not found as an element of a list (an area shaped otherwise) can still be kept as the site has it.
  const insert = plan.insert.map((c) => ({ ...c, location: conflictLocation(c, sets) ?? { path: [], key: '' } }));
  await repo.applyPlan({ close: plan.close, insert }, releaseHash);
}
