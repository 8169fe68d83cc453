import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pdfjsAssets } from './build/pdfjs-assets.ts';
import { productionAliases } from './build/production-aliases.ts';

const sharedSchemas =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]text\.schema|[\\/]packages[\\/]domain[\\/]src[\\/](citation|input[\\/]patient-context|catalog[\\/]catalog|rules[\\/]rule)\.schema/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pdfjsAssets()],
  resolve: { alias: command === 'build' ? productionAliases() : [] },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
  build: {
    // Print sizes (gzip) at the end of the build.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      treeshake: {
        // The workspace packages are pure (schemas, data, functions): let unused exports, such as the
        // catalogue and guideline data the server needs, drop out of the browser bundle.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // zod and the schemas every page validates with, in one chunk of the first load: left alone, the bundler
          // splits them into several small files once the admin pages share them, and each file costs its own overhead.
          groups: [{ name: 'schemas', test: sharedSchemas }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
