import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
  '@contracts': fileURLToPath(new URL('./lambdas/contracts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'lambdas',
          environment: 'node',
          include: ['test/lambdas/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.timed.test.ts'],
          globalSetup: ['test/lambdas/support/global-setup.ts'],
          setupFiles: ['test/lambdas/support/lambda-env.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'lib',
          environment: 'node',
          include: ['test/lib/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'tools',
          environment: 'node',
          include: ['test/voice-eval/**/*.test.ts', 'test/lint/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Tests that hold code to a time budget run last, alone, once every other project has finished: on 2 cores the
        // integration tests and the local stack would otherwise take turns with them and the figure would measure that.
        resolve: { alias },
        test: {
          name: 'timed',
          environment: 'node',
          include: ['test/**/*.timed.test.ts'],
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/web/support/setup.ts'],
        },
      },
    ],
  },
});
