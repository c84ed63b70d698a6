import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './prerender-plugin.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), prerenderPublicPages()],
  // The day of the build: what the prerendered pages' dates and years show until the browser renders its own.
  define: { 'import.meta.env.VITE_BUILD_DAY': JSON.stringify(new Date().toISOString().slice(0, 10)) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the build targets supports <link rel="modulepreload">; the polyfill only cost landing bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router in one long-lived chunk: the landing page needs all of it, the lazy
          // routes share it, and it only changes with a dependency upgrade, so copy edits do not re-download it.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
