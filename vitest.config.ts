import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
