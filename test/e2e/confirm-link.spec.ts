import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, latestMailTo, toast, uniqueEmail } from './support/accounts';

const signUp = async (page: Page, email: string) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
};

const confirmationLink = async (request: Parameters<typeof latestMailTo>[0], email: string) =>
  (await latestMailTo(request, email)).links.find((href) => href.includes('/confirm-email?'))!;

test.describe('the mailed confirmation link (issue 16: on within 2 s)', () => {
  test('opened in the sign-up tab itself: /login within 2 s with the confirmed toast and the address filled in', async ({ page, request }) => {
    const email = uniqueEmail('same-tab');
    await signUp(page, email);
    const link = await confirmationLink(request, email);

    await page.goto(link);
    const opened = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
    expect(Date.now() - opened).toBeLessThan(2_000);
    await expect(toast(page)).toContainText('Your account is confirmed. Please log in to continue.');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('opened in a new tab while the sign-up tab is open: both tabs are on /dashboard, signed in, within 2 s', async ({ page, context, request }) => {
    const email = uniqueEmail('new-tab');
    await signUp(page, email);
    const link = await confirmationLink(request, email);

    const linkTab = await context.newPage();
    await linkTab.goto(link);
    const opened = Date.now();
    for (const tab of [linkTab, page]) await expect(tab).toHaveURL(/\/dashboard$/, { timeout: 2_000 });
    expect(Date.now() - opened).toBeLessThan(2_000);
    for (const tab of [linkTab, page]) await expect(tab.getByTestId('credits-total')).toHaveText('3');
  });
});
