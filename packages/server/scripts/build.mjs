/* global console, process, performance */
/**
 * Bundles the server, the workspace packages it imports (whose sources are TypeScript) and its npm
 * dependencies into dist/ as ES modules for Node 20; the few that load files by path or native addons
 * stay outside and load from node_modules (docs/adr/0044). Entry points: the server, the CLI and the pdf.js worker (loaded by path, see
 * src/server-root.ts). Chunks sit in dist/ itself, one level below the package, like src/.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Bundled too: resolving and linking a thousand small files cost the start about as much as running
// them. Packages that load files of their own by path (WebAssembly, pdf.js's worker and fonts) or
// native addons stay in node_modules.
const unbundled = ['@electric-sql/pglite', 'pdfjs-dist', '@node-rs/argon2', '@napi-rs/canvas', 'pg-native'];
const external = unbundled.flatMap((name) => [name, `${name}/*`]);

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
  // Bundled CommonJS code calls require() for Node's own modules; ESM has none, so the bundle makes one.
  banner: { js: "import { createRequire as __balancerRequire } from 'node:module'; const require = __balancerRequire(import.meta.url);" },
  // NODE_OPTIONS=--enable-source-maps maps stack traces back to the TypeScript sources.
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Math.round(performance.now() - started)} ms`);
