import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error it did not expect or on any Content-Security-Policy violation,
 * so a broken script or a header that blocks the app cannot pass unnoticed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors.filter((text) => /Content Security Policy|Refused to/i.test(text)), 'CSP violations').toEqual([]);
  },
});

export { expect };
