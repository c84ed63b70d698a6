import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser journeys run against their own `npm start` stack on free ports with throwaway data,
 * so they never clash with a developer's running app. The port is chosen once in the runner and
 * inherited by the workers through the environment.
 */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

process.env.E2E_PORT ??= freePort();
// The tooling runs on Node 20 on purpose (the Lambdas run on nodejs22.x); the SDK's notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

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
    // The offline draft streams at 300 pieces a second: a 10-minute script shows itself being written for about 5 s.
    env: { PORT: process.env.E2E_PORT, DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', LOCAL_WRITER_WORDS_PER_SECOND: '300' },
  },
});
