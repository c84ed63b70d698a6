import type { Page } from '@playwright/test';
import type { Script } from '../../lambdas/contracts/scripts';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn } from './support/accounts';
import { seedScripts } from './support/seed-scripts';

// The narrowest phone the product promises to work on (issue 16).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const LIBRARY_SIZE = 45;

/** 45 scripts, oldest first: garden diaries, with three about tomatoes, the oldest of them on the last page. */
const library = (): Partial<Script>[] =>
  Array.from({ length: LIBRARY_SIZE }, (_, index) => ({
    topic: `Garden diary, week ${index + 1}`,
    platform: (['youtube', 'tiktok', 'podcast'] as const)[index % 3],
  })).map((script, index) => {
    if (index === 0) return { ...script, topic: 'Pruning tomatoes on a balcony', platform: 'youtube', voice_match: 83, word_count: 412, estimated_seconds: 171 };
    if (index === 10) return { ...script, topic: 'Green tomato chutney', platform: 'podcast' };
    if (index === 30) return { ...script, topic: 'Tomato soup for beginners', platform: 'tiktok' };
    return script;
  });

const scriptLinks = (page: Page) => page.getByRole('list', { name: 'Your scripts' }).getByRole('link');

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
};

test.describe('script library on a 360 px phone', () => {
  test('dashboard → View all scripts → load every page → search → filter → open a script → back to the same search', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { email, userId } = await createConfirmedAccount(request);
    const seeded = await seedScripts(userId, library());
    await logIn(page, email);

    const viewAll = page.getByRole('link', { name: 'View all scripts' });
    await expect(viewAll).toBeVisible();
    // Read from low on the dashboard (the Your Account card), as a phone user scrolling down would.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await viewAll.click();
    await expect(page).toHaveURL(/\/scripts$/);
    await expect(page).toHaveTitle('Your Scripts | ScriptVoice');
    // A link opens its page at the top, as a page load would.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Scripts');
    await expect(scriptLinks(page)).toHaveCount(20);
    await expect(scriptLinks(page).first()).toContainText('Garden diary, week 45');
    await expect(page.getByText('20 scripts shown, more to load')).toBeVisible();
    await expectNoSidewaysScroll(page);

    // By keyboard: Load more, then reading on from the first script it brought.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.scrollIntoViewIfNeeded();
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(scriptLinks(page)).toHaveCount(40);
    await expect(scriptLinks(page).nth(20)).toBeFocused();
    await expect(scriptLinks(page).nth(20)).toContainText('Garden diary, week 25');
    await loadMore.click();
    await expect(scriptLinks(page)).toHaveCount(LIBRARY_SIZE);
    await expect(page.getByText(`All ${LIBRARY_SIZE} scripts shown`)).toBeVisible();
    await expect(loadMore).toHaveCount(0);
    await expect(scriptLinks(page).last()).toContainText('Pruning tomatoes on a balcony');
    await expect(scriptLinks(page).last()).toContainText(/YouTube · 412 words · about 2:51 · Voice match 83% · about 1 hour ago$/);
    await expectNoSidewaysScroll(page);

    await page.getByRole('searchbox', { name: 'Search topics and text' }).fill('TOMATO');
    await expect(page).toHaveURL(/\/scripts\?q=TOMATO$/);
    await expect(scriptLinks(page)).toHaveText([/Tomato soup for beginners/, /Green tomato chutney/, /Pruning tomatoes on a balcony/]);
    await expect(page.getByText('All 3 matching scripts shown')).toBeVisible();

    await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
    await expect(page).toHaveURL(/\/scripts\?q=TOMATO&platform=youtube$/);
    await expect(scriptLinks(page)).toHaveText([/Pruning tomatoes on a balcony/]);
    await page.getByLabel('Tone').selectOption({ label: 'Dramatic' });
    await expect(page.getByText('No scripts match your search')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goBack();
    await expect(page.getByLabel('Tone')).toHaveValue('');
    await expect(scriptLinks(page)).toHaveText([/Pruning tomatoes on a balcony/]);

    await scriptLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/script/${seeded[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pruning tomatoes on a balcony');
    await expect(page.getByText('Hello and welcome back to the garden.')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/scripts\?q=TOMATO&platform=youtube$/);
    await expect(page.getByRole('searchbox', { name: 'Search topics and text' })).toHaveValue('TOMATO');
    await expect(page.getByLabel('Platform')).toHaveValue('youtube');
    await expect(scriptLinks(page)).toHaveText([/Pruning tomatoes on a balcony/]);
    expect(consoleErrors).toEqual([]);
  });
});
