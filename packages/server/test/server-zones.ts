import path from 'node:path';

/**
 * Which feature may import which (docs/architecture.md#server-import-zones). Every edge is a service a
 * feature consumes; the audit log is the one most features write to. Adding an edge is a design
 * decision: say why in the commit. `node scripts/feature-edges.mjs --list` prints the edges in use.
 */
export const allowedFeatureEdges: Record<string, string[]> = {
  'ai-settings': ['audit'],
  annotations: ['library'],
  answers: ['search'],
  assistant: ['answers', 'medications'],
  auth: ['audit'],
  backup: ['audit'],
  content: ['audit'],
  feedback: ['audit'],
  ingestion: ['library'],
  library: ['audit'],
  'rule-extraction': ['answers', 'library'],
  search: ['library'],
  users: ['audit', 'auth'],
};

/** Folders below the features: they serve every feature and import none. */
const infrastructure = ['platform', 'http', 'db', 'config', 'clinical'];

const importsOf = (code: string) => [...code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);

/**
 * The zone violations of the given files (paths inside `src`), one line each; with `reportEdges`, the
 * cross-feature edges in use instead (`edge a -> b`).
 */
export function zoneViolations(
  src: string,
  files: string[],
  read: (file: string) => string,
  options: { reportEdges?: boolean } = {},
): string[] {
  const out = new Set<string>();
  for (const file of files) {
    const [zone, feature] = path.relative(src, file).split(path.sep);
    for (const spec of importsOf(read(file))) {
      const target = path.relative(src, path.resolve(path.dirname(file), spec)).split(path.sep);
      const where = `${path.relative(src, file)} imports ${spec}`;
      if (target[0] !== 'features') continue;
      if (infrastructure.includes(zone!)) out.add(`${where}: ${zone}/ serves the features and imports none`);
      // The v1 adapter may use any feature, as a client of its index.ts like any other.
      if (zone === 'legacy' && target.length > 2) out.add(`${where}: import features/${target[1]} through its index.ts`);
      if (zone !== 'features' || target[1] === feature) continue;
      const edge = `${feature} -> ${target[1]}`;
      if (options.reportEdges) out.add(`edge ${edge}`);
      else if (!allowedFeatureEdges[feature!]?.includes(target[1]!)) out.add(`${where}: ${edge} is not an allowed feature edge`);
      else if (target.length > 2) out.add(`${where}: import features/${target[1]} through its index.ts`);
    }
  }
  return [...out].filter((line) => !options.reportEdges || line.startsWith('edge '));
}
