import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FOOTER_PAGES = [
  { link: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | ScriptVoice' },
  { link: 'Terms of Use', path: '/terms-and-conditions', heading: 'Terms of Use', title: 'Terms of Use | ScriptVoice' },
  { link: 'Cookie Policy', path: '/cookie-policy', heading: 'Cookie Policy', title: 'Cookie Policy | ScriptVoice' },
  { link: 'Disclaimers', path: '/disclaimers', heading: 'Disclaimers', title: 'Disclaimers | ScriptVoice' },
  {
    link: 'Intellectual Property',
    path: '/intellectual-property',
    heading: 'Intellectual Property',
    title: 'Intellectual Property | ScriptVoice',
  },
] as const;

const STANDALONE_PAGES = [
  { path: '/disclaimers', heading: 'Disclaimers' },
  { path: '/intellectual-property', heading: 'Intellectual Property' },
  { path: '/about', heading: 'About ScriptVoice' },
] as const;

const ALL_PATHS = [...FOOTER_PAGES.map((page) => page.path), '/about'];

const LAST_UPDATED = /^Last Updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

const expectNoHorizontalScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
};

test('every legal link in the landing page footer opens its page with its heading and title', async ({ page, consoleErrors }) => {
  for (const { link, path, heading, title } of FOOTER_PAGES) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  }
  expect(consoleErrors).toEqual([]);
});

const openFromFooter = async (page: Page, link: string) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test('the policies inside the site layout link to home and the dashboard and give a contact address', async ({ page }) => {
  for (const { link } of FOOTER_PAGES.slice(0, 3)) {
    await openFromFooter(page, link);
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: /@scriptvoice\./ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  }
});

test('the cookie policy closes with sections 7 and 8 and shows its effective date as a placeholder', async ({ page }) => {
  await openFromFooter(page, 'Cookie Policy');
  await expect(page.getByText('Effective date: [To be confirmed]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).nth(6)).toHaveText('7 Updates to This Policy');
  await expect(page.getByRole('heading', { level: 2 }).nth(7)).toHaveText('8 Contact Us');
});

test('About, Disclaimers and Intellectual Property have their own top bar and show Last Updated in Australian format', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About | ScriptVoice');
  await expect(page.getByRole('main')).toContainText('since 2025');
  await expect(page.getByRole('main')).toContainText(/ScriptVoice Pty Ltd · ABN \d{2} \d{3} \d{3} \d{3}/);

  for (const { path, heading } of STANDALONE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);
    await expect(page.getByText(/^Last Updated:/)).toHaveText(LAST_UPDATED);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await topBar.getByRole('link', { name: 'ScriptVoice' }).click();
    await expect(page).toHaveURL('/');
  }
  expect(consoleErrors).toEqual([]);
});

test('the Dashboard button in the top bar leads into the app', async ({ page }) => {
  await page.goto('/disclaimers');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/(dashboard|login)$/);
});

test('every legal page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { link } of FOOTER_PAGES) {
    await openFromFooter(page, link);
    await expectNoHorizontalScroll(page);
  }
  await openFromFooter(page, 'Cookie Policy');
  const hiddenTableWidth = await page.getByRole('table').evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
  expect(hiddenTableWidth, 'cookie table columns hidden off screen, in px').toBeLessThanOrEqual(0);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('every legal page opens directly from a shared link or a refresh', async ({ page, consoleErrors }) => {
  for (const path of ALL_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('the landing page downloads none of the legal text', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain('Australian Privacy Principles');
});
