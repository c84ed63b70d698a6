import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL_FILE } from '../contracts/prerendered-pages';
import { precompress } from './precompress';

const newestChange = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
};

/** Builds the web app with Vite unless `web/dist` is newer than everything it is built from, and precompresses it. */
export const ensureWebBuild = async (root: string): Promise<{ built: boolean; distDirectory: string }> => {
  const distDirectory = join(root, 'web/dist');
  // app.html is the build's last file (web/prerender-plugin.ts): a build that failed half-way is built again.
  const builtAt = newestChange(join(distDirectory, APP_SHELL_FILE));
  const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/prerender-plugin.ts', 'lambdas/contracts', 'package-lock.json'];
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  const built = builtAt <= changedAt;
  if (built) {
    const { build } = await import('vite');
    await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
  }
  // Also after `npm run build`, which leaves no compressed copies (the CDK deploy needs none: CloudFront compresses).
  await precompress(distDirectory);
  return { built, distDirectory };
};
