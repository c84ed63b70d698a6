import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser journeys run against their own `npm start` stack on free ports with throwaway data,
 * so they never clash with a developer's running app. The ports are chosen once in the runner and
 * inherited by the workers through the environment.
 */
const freePorts = (count: number) =>
  execFileSync(process.execPath, [
    '--import',
    'tsx',
    '-e',
    `import('./lambdas/local/ports.ts').then(({ findFreePorts }) => findFreePorts(${count})).then((ports) => process.stdout.write(ports.join(' ')))`,
  ])
    .toString()
    .split(' ');

// Journeys that seed data straight through the data layer (support/seed-scripts.ts) reach the stack's DynamoDB Local
// and s3rver on fixed ports rather than ones the stack picks (lambdas/local/ports.ts chooses them, all different).
const [appPort, dynamoPort, s3Port] = process.env.E2E_PORT && process.env.E2E_DYNAMODB_PORT && process.env.E2E_S3_PORT ? [] : freePorts(3);
const ports = {
  app: (process.env.E2E_PORT ??= appPort!),
  dynamo: (process.env.E2E_DYNAMODB_PORT ??= dynamoPort!),
  s3: (process.env.E2E_S3_PORT ??= s3Port!),
};
// The tooling runs on Node 20 on purpose (the Lambdas run on nodejs22.x); the SDK's notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const baseURL = `http://localhost:${ports.app}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'npx tsx lambdas/local/start.ts --ephemeral',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // The offline draft streams at 150 words a second: a 10-minute podcast from a journey's material writes for about 7 s.
    env: {
      PORT: ports.app,
      DYNAMODB_PORT: ports.dynamo,
      S3_PORT: ports.s3,
      COGNITO_PORT: '0',
      LOCAL_WRITER_WORDS_PER_SECOND: '150',
    },
  },
});
