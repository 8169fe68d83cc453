import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedFeatureEdges, zoneViolations } from './server-zones';

/**
 * The server's import zones (docs/architecture.md#server-import-zones): infrastructure never imports a
 * feature, a feature imports another only along a listed edge and only through its index.ts, and the
 * v1 adapter imports any feature, through its index.ts too.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const read = (file: string) => readFileSync(file, 'utf8');

describe('server import zones', () => {
  it('hold for every source file of the server', () => {
    expect(zoneViolations(src, sourceFiles(src), read)).toEqual([]);
  });

  it('list only edges that exist, so the table shrinks as edges go', () => {
    const used = new Set(zoneViolations(src, sourceFiles(src), read, { reportEdges: true }).map((line) => line.replace(/^edge /, '')));
    const listed = Object.entries(allowedFeatureEdges).flatMap(([from, tos]) => tos.map((to) => `${from} -> ${to}`));
    expect(listed.filter((edge) => !used.has(edge))).toEqual([]);
  });

  it.each([
    ['a feature importing an unlisted feature', 'features/audit/x.ts', "import { toUser } from '../auth';"],
    ['a feature reaching past an index', 'features/users/x.ts', "import { toUser } from '../auth/accounts.service';"],
    ['infrastructure importing a feature', 'platform/jobs/x.ts', "import { recordAudit } from '../../features/audit';"],
    ['http importing a feature', 'http/x.ts', "import type { SearchService } from '../features/search';"],
    [
      'the legacy adapter reaching past an index',
      'legacy/x.ts',
      "import { assistantRateLimit } from '../features/assistant/assistant.routes';",
    ],
  ])('refuse %s', (_what, file, code) => {
    const full = path.join(src, file);
    expect(zoneViolations(src, [full], () => code)).not.toEqual([]);
  });

  it.each([
    ['a listed edge through the index', 'features/users/x.ts', "import { toUser } from '../auth';"],
    ['a feature importing infrastructure', 'features/library/x.ts', "import { ingestDocumentJob } from '../../platform/jobs/job-kinds';"],
    [
      'the legacy adapter importing any feature through its index',
      'legacy/x.ts',
      "import { assistantRateLimit } from '../features/assistant';",
    ],
  ])('allow %s', (_what, file, code) => {
    const full = path.join(src, file);
    expect(zoneViolations(src, [full], () => code)).toEqual([]);
  });
});
