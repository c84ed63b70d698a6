import { type BrowserContext, test as base, expect } from '@playwright/test';

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|evaluate|connect|apply|frame|create)/i;

/** Reports every `securitypolicyviolation` of every page as a console error the fixture can see. */
const reportViolations = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
  });
};

/**
 * Applies to every journey on its own (`auto`): it fails the test after it on any Content-Security-Policy
 * violation or uncaught page error in any page of the test's context, so a broken script or a header that
 * blocks the app cannot pass unnoticed. Journeys that expect no console error at all also assert
 * `consoleErrors` themselves.
 */
export const test = base.extend<{ consoleErrors: string[]; failOnViolations: void }>({
  // Playwright reads a fixture's dependencies from its first parameter: an empty pattern says it has none.
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  failOnViolations: [
    async ({ browser, context, consoleErrors }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.addInitScript(reportViolations);
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          consoleErrors.push(message.text());
          if (CSP_MESSAGE.test(message.text()) || message.text().startsWith('CSP violation')) violations.push(message.text());
        });
        watched.on('weberror', (error) => {
          consoleErrors.push(error.error().message);
          pageErrors.push(error.error().message);
        });
      };
      await watch(context);
      // Journeys that act as a second person open their own context; it is watched the same way.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'CSP violations').toEqual([]);
      expect(pageErrors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
