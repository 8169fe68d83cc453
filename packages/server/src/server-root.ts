import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The server package's folder. This file sits one level below it both as source (src/) and once
 * bundled (dist/, see scripts/build.mjs), so paths to the migrations and the web app hold in both.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

/**
 * Code for `new Worker(source, { eval: true })` that loads a worker module next to the caller: the
 * bundled .js in dist/, or the .ts source through tsx when the server runs from its sources.
 */
export function workerSource(callerUrl: string, name: string): string {
  if (!callerUrl.endsWith('.ts')) return `import(${JSON.stringify(new URL(`./${name}.js`, callerUrl).href)})`;
  const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href;
  const url = new URL(`./${name}.ts`, callerUrl).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`;
}
