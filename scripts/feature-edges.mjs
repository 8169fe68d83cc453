/* global console, process */
// Counts the server's cross-feature imports: `node scripts/feature-edges.mjs [--list]`. An edge is one
// feature folder importing from another (test files excluded); the allowed ones: docs/architecture.md#server-import-zones.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../packages/server/src/features');
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
const edges = new Map();
for (const file of files(root)) {
  const from = path.relative(root, file).split(path.sep)[0];
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const target = path.relative(root, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
    if (target && target !== from && !target.startsWith('..'))
      edges.set(`${from} -> ${target}`, (edges.get(`${from} -> ${target}`) ?? 0) + 1);
  }
}
console.log(`${edges.size} cross-feature edges, ${[...edges.values()].reduce((a, b) => a + b, 0)} imports`);
if (process.argv.includes('--list')) for (const [edge, n] of [...edges].sort()) console.log(`  ${edge} (${n})`);
