import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router's package exports point every condition at its development build (warnings and checks
 * included); its framework plugin swaps in dist/production, which a plain Vite build has to do itself.
 * Both entries share the same internal chunks, so the router's contexts stay one instance.
 */
export function productionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
}
