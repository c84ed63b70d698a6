import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderedFileOf } from '../lambdas/contracts/prerendered-pages.js';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build: builds `src/prerender.tsx` for Node, renders the public pages into copies of
 * index.html (the page's markup inside #root, hydrated by main.tsx), and keeps the empty shell as app.html for
 * every other path. The Node build goes to a folder inside `web/` (so Node reads it as ESM and finds the
 * packages) and is removed afterwards.
 */
export const prerenderPublicPages = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'scriptvoice-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = config.build.outDir;
      const serverDir = join(config.root, '.prerender');
      try {
        await build({
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: join(config.root, 'src/prerender.tsx'), outDir: serverDir, emptyOutDir: true, sourcemap: false },
        });
        const { renderPage } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as { renderPage: (path: string) => Promise<string> };
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
        for (const path of PRERENDERED_PAGES) {
          const file = join(outDir, prerenderedFileOf(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, shell.replace(ROOT_ELEMENT, `<div id="root">${await renderPage(path)}</div>`));
        }
        // Written last: its presence says the build finished (lambdas/local/web-build.ts checks it).
        writeFileSync(join(outDir, APP_SHELL_FILE), shell);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
};
