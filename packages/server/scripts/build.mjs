/* global console, process, performance */
/**
 * Bundles the server and the workspace packages it imports (whose sources are TypeScript) into
 * dist/ as ES modules for Node 20; npm dependencies stay outside the bundle and load from
 * node_modules. Entry points: the server, the CLI and the pdf.js worker (loaded by path, see
 * src/server-root.ts). Chunks sit in dist/ itself, one level below the package, like src/.
 */
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@balancer/'))
  .flatMap((name) => [name, `${name}/*`]);

// Another folder directly below the package may be given (the compiled-server test builds apart).
const outdir = path.resolve(serverRoot, process.argv[2] ?? 'dist');
if (path.dirname(outdir) !== serverRoot) throw new Error(`the build must sit directly below ${serverRoot}`);
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverRoot,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', 'pdf-worker': 'src/platform/pdf/pdf-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  chunkNames: '[name]-[hash]',
  // NODE_OPTIONS=--enable-source-maps maps stack traces back to the TypeScript sources.
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`);
