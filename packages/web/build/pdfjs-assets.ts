import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Ships pdf.js's character maps, standard fonts, wasm decoders and ICC profiles with the app (no CDN: the
 * viewer works offline). They go to assets/pdfjs-<version>/, named by the installed pdf.js version (so they
 * may be cached forever), and the dev server serves them from node_modules at the same path.
 */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;

export function pdfjsAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const base = `assets/pdfjs-${version}`;
  return {
    name: 'balancer:pdfjs-assets',
    config: () => ({ define: { __PDFJS_ASSETS__: JSON.stringify(`/${base}/`) } }),
    configureServer(server) {
      server.middlewares.use(`/${base}/`, (req, res, next) => {
        const [folder, file] = (req.url ?? '').split('?')[0]!.replace(/^\//, '').split('/');
        if (!folder || !file || !(FOLDERS as readonly string[]).includes(folder) || file.includes('..')) return next();
        try {
          res.end(readFileSync(path.join(root, folder, file)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const file of readdirSync(path.join(root, folder))) {
          if (file.startsWith('LICENSE')) continue;
          this.emitFile({ type: 'asset', fileName: `${base}/${folder}/${file}`, source: readFileSync(path.join(root, folder, file)) });
        }
      }
    },
  };
}
