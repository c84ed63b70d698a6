import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn } from './support/accounts';

// The narrowest phone the product promises to work on (issue 16).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/about',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
  '/disclaimers',
  '/intellectual-property',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = ['/dashboard', '/scripts', '/generate', '/documents', '/style-guide', '/account', '/pricing', '/about', '/script/01JZZZZZZZZZZZZZZZZZZZZZZZ'];
const SIGNED_IN_LINKS = ['Dashboard', 'Scripts', 'Pricing', 'Style Guide', 'Documents', 'About', 'Account'];

/** The page is no wider than the screen: nothing to scroll sideways to. */
const expectNoSidewaysScroll = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${path} is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
};

test.describe('on a 360 px phone', () => {
  test('every public route fits the screen, and the signed-out links are all in view', async ({ page }) => {
    for (const path of PUBLIC_ROUTES) await expectNoSidewaysScroll(page, path);
    await page.goto('/pricing');
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) await expect(link).toBeInViewport();
  });

  test('every signed-in route fits the screen', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    for (const path of SIGNED_IN_ROUTES) await expectNoSidewaysScroll(page, path);
  });

  test('the Menu button reaches every signed-in link and Logout; a link closes it, Escape closes it and gives focus back', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    const main = page.getByRole('navigation', { name: 'Main' });
    const menu = main.getByRole('button', { name: 'Menu' });
    await expect(main.getByRole('link', { name: 'Documents' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link')).toHaveText(SIGNED_IN_LINKS);
    for (const link of await main.getByRole('link').all()) await expect(link).toBeInViewport();
    await expect(main.getByRole('button', { name: 'Logout' })).toBeInViewport();
    await expect(main.getByRole('link', { name: 'Dashboard' })).toBeFocused();

    await main.getByRole('link', { name: 'Style Guide' }).click();
    await expect(page).toHaveURL(/\/style-guide$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('link')).toHaveCount(0);

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
