import { type Page, expect } from '@playwright/test';

/** The ask before Copy, Download or the teleprompter while the script has placeholders left (issue 30). */
export const placeholderAsk = (page: Page) => page.getByRole('alertdialog', { name: /^\d+ placeholders? still to fill in$/ });

/**
 * Goes on past the ask with its one click ("Copy anyway", "Download anyway", "Open teleprompter anyway"): every offline
 * draft asks the creator for something, so it always has placeholders.
 */
export const goOnAnyway = async (page: Page, anyway: string) => {
  await expect(placeholderAsk(page)).toBeVisible();
  await placeholderAsk(page).getByRole('button', { name: anyway }).click();
  await expect(placeholderAsk(page)).toBeHidden();
};
