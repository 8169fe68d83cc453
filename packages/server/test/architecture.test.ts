import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The architecture rules the tools enforce: import zones (ESLint) and no import cycles. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import zones', () => {
  it.each([
    [
      'the domain importing the contract',
      'packages/domain/src/engine/x.ts',
      "import { apiRoutes } from '@balancer/contract';\nexport const x = apiRoutes;\n",
    ],
    [
      'the domain reaching into the server by path',
      'packages/domain/src/engine/x.ts',
      "import { x as y } from '../../../server/src/app';\nexport const x = y;\n",
    ],
    [
      'the contract importing the server',
      'packages/contract/src/x.ts',
      "import { buildApp } from '@balancer/server';\nexport const x = buildApp;\n",
    ],
    [
      'the web app importing the server',
      'packages/web/src/lib/x.ts',
      "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n",
    ],
    [
      'the web app importing the legacy wire shapes',
      'packages/web/src/lib/x.ts',
      "import { legacyRoutes } from '@balancer/contract/legacy';\nexport const x = legacyRoutes;\n",
    ],
    [
      "the app reaching past a feature's index",
      'packages/web/src/app/routes/x.tsx',
      "import { Welcome } from '../../features/suggester/components/welcome';\nexport const x = Welcome;\n",
    ],
    [
      'a feature reaching into another',
      'packages/web/src/features/suggester/components/x.tsx',
      "import { LoginPage } from '../../auth/components/login-page';\nexport const x = LoginPage;\n",
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(await zoneErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'the contract importing the domain',
      'packages/contract/src/x.ts',
      "import { moodStateSchema } from '@balancer/domain';\nexport const x = moodStateSchema;\n",
    ],
    [
      "the app importing a feature's index",
      'packages/web/src/app/routes/x.tsx',
      "import { Welcome } from '../../features/suggester';\nexport const x = Welcome;\n",
    ],
    [
      'a feature importing shared ui',
      'packages/web/src/features/suggester/components/x.tsx',
      "import { Alert } from '../../../components/ui/alert';\nexport const x = Alert;\n",
    ],
    [
      'the server importing the legacy shapes',
      'packages/server/src/legacy/x.ts',
      "import { legacyRoutes } from '@balancer/contract/legacy';\nexport const x = legacyRoutes;\n",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});

/** Every source file of the workspaces with its relative imports resolved to files. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'node_modules' || name === 'dist') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name)) files.push(full);
    }
  };
  for (const pkg of ['domain', 'contract', 'server', 'web']) walk(path.join(root, 'packages', pkg, 'src'));
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // Type-only imports vanish at runtime and cannot make a cycle that breaks module loading.
    const specs = [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)(?! type)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)].map(
      (m) => m[1]!,
    );
    graph.set(
      file,
      specs.flatMap((s) => resolve(file, s) ?? []),
    );
  }
  return graph;
}

describe('import cycles', () => {
  it('there are none among the source files of any package', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, stack: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(root, f)).join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...stack, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
