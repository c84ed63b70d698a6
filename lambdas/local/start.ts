import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PortInUseError } from './ports';
import { REPOSITORY_ROOT } from './paths';
import { startLocalStack, type LocalStackOptions } from './stack';
import { ensureWebBuild } from './web-build';

/** `npm start` (production build) and `npm run dev` (Vite hot reload): the whole app on this machine. */
const main = async () => {
  const startedAt = performance.now();
  const { values } = parseArgs({
    options: {
      dev: { type: 'boolean', default: false },
      // Keeps all data in a temporary folder removed on exit: the browser tests use it.
      ephemeral: { type: 'boolean', default: false },
    },
  });
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

  let web: LocalStackOptions['web'];
  let closeVite: (() => Promise<void>) | undefined;
  if (values.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: join(REPOSITORY_ROOT, 'web/vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'spa',
    });
    web = { viteMiddleware: vite.middlewares };
    closeVite = () => vite.close();
  } else {
    const { built, distDirectory } = await ensureWebBuild(REPOSITORY_ROOT);
    if (built) console.log('  built the web app (web/dist)');
    web = { distDirectory };
  }

  const stack = await startLocalStack({
    port: port('PORT', 3000),
    servicePorts: { dynamo: port('DYNAMODB_PORT', 8000), s3: port('S3_PORT', 4568), cognito: port('COGNITO_PORT', 9229) },
    dataDirectory: values.ephemeral ? null : join(REPOSITORY_ROOT, '.local'),
    web,
    onReady: (service, detail) => console.log(`  ✓ ${service.padEnd(24)} ${detail}`),
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nScriptVoice is ready at ${stack.url} (${values.dev ? 'dev, hot reload' : 'production build'}, ${seconds} s). Ctrl-C stops everything.`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    await closeVite?.();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? `Error: ${error.message}` : error);
  process.exit(1);
});
