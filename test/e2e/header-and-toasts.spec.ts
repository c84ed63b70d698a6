import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, createConfirmedAccount, logIn, toast } from './support/accounts';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const generateScript = async (page: Page) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill('Staking tall tomatoes');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '1 minute' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByRole('button', { name: 'Versions' })).toBeVisible();
};

const failLogIn = async (page: Page, email = 'nobody-here@example.com') => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(toast(page)).toContainText('Login Failed');
};

/** The toast on screen and the header's controls do not overlap anywhere. */
const expectClearOfHeader = async (page: Page) => {
  const shown = toast(page);
  await expect(shown).toHaveCount(1);
  // Sonner slides a toast in: measure where it comes to rest.
  await expect.poll(async () => shown.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  const box = (await shown.boundingBox())!;
  const controls: Locator[] = await page.getByRole('banner').locator('a, button').all();
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    const target = (await control.boundingBox())!;
    const overlaps = box.x < target.x + target.width && target.x < box.x + box.width && box.y < target.y + target.height && target.y < box.y + box.height;
    expect(overlaps, `the toast covers the header's "${(await control.innerText()).trim() || (await control.getAttribute('aria-label'))}"`).toBe(false);
  }
};

test.describe('the script page has one header', () => {
  test('on a desktop: one banner, one navigation bar, Dashboard and Generate links and one Logout, which logs out', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await generateScript(page);

    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(2); // Main, and the footer's Legal
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Generate' })).toHaveAttribute('href', '/generate');
    await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toHaveCount(1);

    await header.getByRole('link', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/generate$/);
    await page.goBack();
    await expect(page).toHaveURL(SCRIPT_URL);
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the Menu holds Dashboard, Generate and the one Logout; nothing else on the page is a second bar', async ({ page, request }) => {
      const { email } = await createConfirmedAccount(request);
      await logIn(page, email);
      await generateScript(page);

      await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toHaveCount(0);
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('button', { name: 'Menu' }).click();
      await expect(main.getByRole('link').filter({ visible: true })).toHaveText(['Dashboard', 'Generate', 'Scripts', 'Pricing', 'Style Guide', 'Documents', 'About', 'Account']);
      await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toHaveCount(1);
      await main.getByRole('link', { name: 'Generate' }).click();
      await expect(page).toHaveURL(/\/generate$/);
    });
  });
});

test.describe('toasts', () => {
  test('on a desktop a toast sits below the header, clear of Pricing, About and Login', async ({ page }) => {
    await page.goto('/login');
    await failLogIn(page);
    await expectClearOfHeader(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click({ timeout: 2_000 });
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('a toast leaves the Menu button uncovered and tappable', async ({ page, request }) => {
      const { email } = await createConfirmedAccount(request);
      await page.goto('/login');
      await failLogIn(page, email);
      await expectClearOfHeader(page);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(toast(page)).toContainText('Welcome back!');
      await expectClearOfHeader(page);
      await page.getByRole('button', { name: 'Menu' }).click({ timeout: 2_000 });
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' })).toBeVisible();
    });
  });

  test('a new toast replaces an error still on screen: one toast, the new one', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/login');
    await failLogIn(page, email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page).filter({ hasText: 'Welcome back!' })).toBeVisible();
    // Read at once, not retried: the error would have gone by itself within seconds.
    expect(await toast(page).count()).toBe(1);
    expect(await page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: 'Login Failed' }).count()).toBe(0);
  });

  test('an error left behind when the page changed does not come back on a later page', async ({ page }) => {
    await page.goto('/login');
    await failLogIn(page);
    await page.getByRole('link', { name: 'ScriptVoice' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // Read after a moment, not retried: a toast brought back would go away by itself after its four seconds.
    await page.waitForTimeout(1_000);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });
});
