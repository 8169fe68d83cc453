/**
 * A second server for the release-conflicts spec: its embedded database already holds an older
 * release's content and this site's edits of it, so that starting on today's release merges and leaves
 * two conflicts to settle (docs/adr/0050). Kept apart from the shared e2e server, whose content the
 * other specs rely on.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ClinicalContentSet } from '@balancer/domain';
import { bootstrap } from '../../packages/server/src/bootstrap';
import { canonicalContent, hashOf, loadDefaultClinicalContent } from '../../packages/server/src/clinical/clinical-content';
import { loadConfig } from '../../packages/server/src/config/env';
import { openDatabase } from '../../packages/server/src/db/client';
import { createContentVersionsRepo } from '../../packages/server/src/features/content/content-versions.repo';
import { e2eAdmin, e2eRunDir } from './constants';

export const KIDNEY = 'kidney-history-excludes-lithium';
export const LIVER = 'liver-history-excludes-valproate';

const port = Number(process.env.CONFLICTS_PORT ?? 8124);
const dataDir = path.join(e2eRunDir, 'conflicts');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const database = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') };

const release = loadDefaultClinicalContent();
const withRule = (c: ClinicalContentSet, id: string, change: object): ClinicalContentSet =>
  canonicalContent({ ...c, rules: c.rules.map((r) => (r.id === id ? { ...r, ...change } : r)) });
// The older release worded both rules' rationale differently; this site then disabled one and relabelled the other.
const older = withRule(withRule(release, KIDNEY, { rationale: 'Older rationale.' }), LIVER, { rationale: 'Older liver rationale.' });
const edited = withRule(withRule(older, KIDNEY, { disabled: true }), LIVER, { label: 'Liver disease: no valproate (this site)' });

const db = await openDatabase(database);
await db.migrate();
const repo = createContentVersionsRepo(db.db);
const row = { authorId: null, authorEmail: null, restoredFrom: null };
await repo.seedIfEmpty({ ...row, content: older, hash: hashOf(older), reason: 'Built-in content of this release', change: 'seed' });
await repo.append((await repo.head())!.id, { ...row, content: edited, hash: hashOf(edited), reason: 'Site edits', change: 'rule.update' });
await db.close();

const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  port,
  host: '127.0.0.1',
  database,
  dataDir,
  publicUrl: `http://127.0.0.1:${port}`,
  admin: e2eAdmin,
  rateLimitPerMinute: 100_000,
};
const app = await bootstrap(config);
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().finally(() => process.exit(0)));
