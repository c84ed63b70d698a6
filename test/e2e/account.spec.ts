import { readFile } from 'node:fs/promises';
import { readZip } from '../lambdas/support/read-zip';
import { expect, test } from './fixtures';
import { PASSWORD, createConfirmedAccount, logIn, toast, uniqueEmail } from './support/accounts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test('a user goes from the dashboard to /account, exports their data, then deletes their account after typing its email, and can no longer log in', async ({ page, request }) => {
  const { email } = await createConfirmedAccount(request);
  await logIn(page, email);
  await page.goto('/generate');
  await expect(page.getByText('3 script(s) remaining')).toBeVisible();
  await page.getByLabel('Topic/Subject').fill('My first export');
  await page.getByLabel('Platform').selectOption('tiktok');
  await page.getByLabel('Duration').selectOption('30s');
  await page.getByLabel('Tone').selectOption('humorous');
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(/\/script\//);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Manage your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: 'Export My Data' }).click();
  await expect(toast(page)).toContainText('Export ready');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download export \(\d+\.\d KB\)$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^scriptvoice-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await readZip(await readFile((await download.path())!));
  const script = [...files.keys()].find((path) => /^scripts\/my-first-export-\d{4}-\d{2}-\d{2}\.md$/.test(path));
  expect(files.get(script!)?.toString('utf8')).toContain('# My first export');
  expect(JSON.parse(files.get('scripts.json')!.toString('utf8'))).toEqual([expect.objectContaining({ topic: 'My first export', file: script })]);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await confirm.getByLabel('Type your email to confirm').fill(`${email}x`);
  await expect(confirm.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await confirm.getByLabel('Type your email to confirm').fill(email.toUpperCase());
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page)).toContainText('Account deleted');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(toast(page)).toContainText('Login Failed');
});

test.describe('on a 360 px phone', () => {
  test.use(PHONE);

  test('changes the password on /account from the Menu, then logs in with the new one; the old one no longer works', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Menu' }).click();
    await main.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByTestId('sign-in-method')).toHaveText('Email and password');

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill('tomatoes-on-the-balcony');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page)).toContainText('Password Change Failed');
    await expect(toast(page)).toContainText('Your current password is incorrect.');
    await expect(form.getByLabel('New password')).toHaveValue('tomatoes-on-the-balcony');

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password').fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Password must be at least 6 characters');

    await form.getByLabel('New password').fill('tomatoes-on-the-balcony');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page)).toContainText('Password Changed');
    await expect(form.getByLabel('Current password')).toHaveValue('');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);

    await main.getByRole('button', { name: 'Menu' }).click();
    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Incorrect username or password.');
    await logIn(page, email, 'tomatoes-on-the-balcony');
  });
});

test('an account made with Google shows Google as its sign-in method and says it has no password to change, with no form', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google account email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address bar drops the one-time ticket before the sign-in completes: wait for the session, then leave the page.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('sign-in-method')).toHaveText('Google');
  await expect(page.getByText(/You sign in with Google, so your ScriptVoice account has no password to change/)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
});
