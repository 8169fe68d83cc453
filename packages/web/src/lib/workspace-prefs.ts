import { z } from 'zod';
import { readStored, writeStored } from './storage';

/**
 * The document workspace's layout as its reader left it, per user on this browser (docs/adr/0031-clinician-journeys.md):
 * whether the documents sidebar is open and the viewer's zoom. Layout only; nothing about patients.
 */
const prefsSchema = z.object({
  sidebarOpen: z.boolean().optional(),
  zoom: z.union([z.number().int().min(10).max(1000), z.literal('fit')]).optional(),
});
export type WorkspacePrefs = z.infer<typeof prefsSchema>;

const keyOf = (userId: number | undefined) => `balancer.workspace.${userId ?? 'signed-out'}`;

export const readWorkspacePrefs = (userId: number | undefined): WorkspacePrefs => readStored(keyOf(userId), prefsSchema, {});

export function updateWorkspacePrefs(userId: number | undefined, patch: WorkspacePrefs): void {
  writeStored(keyOf(userId), { ...readWorkspacePrefs(userId), ...patch });
}
