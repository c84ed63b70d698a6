import type { CDPSession, Page } from '@playwright/test';
import { SAMPLE_ARTICLE } from '../../lambdas/local/sample-pages';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { goOnAnyway, placeholderAsk } from './support/placeholders';
import { auditPage } from './support/target-audit';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

// One key point shares its words with the article's sentence that states the figure, so the offline writer cites it.
const KEY_POINTS = ['More people cross the timber bridge than the road bridges', 'The deck can be replaced in stages', 'Keep the bridge open to bikes during the work'];
const STORY = 'I ride over it every morning with my daughter on the back seat.';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A slow phone connection while the script streams, so the plan stays on screen long enough to be read; the offline
 * draft of this material is short, and on a fast connection the script page replaces it within a second.
 */
const slowConnection = async (page: Page): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: 1500, uploadThroughput: 64 * 1024 });
  return cdp;
};

test.describe('your material', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('on a phone: key points, a story and a link → the plan places each key point → the draft says them and cites the page’s figure → sources listed → an edited figure is flagged → the teleprompter asks first', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/generate');
    await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
    await page.getByLabel('Topic/Subject').fill('Why our town loves its timber bridge');
    await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
    await page.getByLabel('Duration').selectOption({ label: '3 minutes' });
    await page.getByLabel('Tone').selectOption({ label: 'Conversational' });

    const disclosure = page.getByRole('button', { name: 'Add your material (optional)' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Key points')).toBeHidden();
    await disclosure.click();
    await page.getByLabel('Key points').fill(KEY_POINTS.join('\n'));
    await page.getByLabel('Your stories and examples').fill(STORY);

    // A page behind a login is refused in words, and what was typed stays.
    const link = page.getByLabel('Add a link');
    await link.fill(`${baseURL}/_local/sample-pages/members`);
    await page.getByRole('button', { name: 'Read page' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not be read: it needs a login' })).toBeVisible();
    await expect(link).toHaveValue(`${baseURL}/_local/sample-pages/members`);

    await link.fill(`${baseURL}/_local/sample-pages/article`);
    await page.getByRole('button', { name: 'Read page' }).click();
    const sources = page.getByRole('list', { name: 'Your sources' });
    await expect(sources.getByRole('listitem')).toHaveCount(1);
    await expect(sources).toContainText(`[1] ${SAMPLE_ARTICLE.title}`);
    await expect(sources).toContainText(/(?:localhost|127\.0\.0\.1):\d+\/_local\/sample-pages\/article · \d+ words/);
    await expect(link).toHaveValue('');
    expect(await noSidewaysScroll(page)).toBe(true);

    await disclosure.click();
    await expect(page.getByText('3 key points · stories · 1 source')).toBeVisible();

    const cdp = await slowConnection(page);
    await page.getByRole('button', { name: 'Generate Script' }).click();
    const plan = page.getByRole('region', { name: 'Writing your script' }).getByRole('list', { name: 'Script plan' });
    await expect(plan).toBeVisible({ timeout: 20_000 });
    // Each key point is in exactly one section's list.
    const placed = plan.getByRole('list', { name: /^Key points in / });
    await expect(placed.getByRole('listitem')).toHaveText(KEY_POINTS);
    await expect(plan).toContainText(`Your story: “${STORY}”`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 30_000 });
    await expect(toast(page)).toContainText('Script Generated!');
    const body = page.getByTestId('script-body');
    for (const point of KEY_POINTS) await expect(body).toContainText(point);
    const cited = body.locator('p').filter({ hasText: SAMPLE_ARTICLE.figure }).first();
    await expect(cited).toContainText(`${SAMPLE_ARTICLE.figure} on the old timber bridge alone, more than on the two road bridges together [1]`);
    await expect(cited.getByRole('link', { name: 'Source 1' }).first()).toHaveAttribute('href', '#source-1');
    // The page's figure is in the material, so nothing is flagged; the gaps are chips to fill in.
    await expect(body.locator('mark[data-unsourced]')).toHaveCount(0);
    const chips = body.locator('[data-placeholder]');
    expect(await chips.count()).toBeGreaterThan(0);
    await expect(page.getByTestId('script-check-counts')).toHaveText(`${await chips.count()} placeholders left to fill in`);

    const built = page.getByRole('region', { name: 'Built from your material' });
    await expect(built.getByRole('list', { name: 'Key points' }).getByRole('listitem')).toHaveText(KEY_POINTS);
    await expect(built).toContainText(STORY);
    const source = built.getByRole('link', { name: SAMPLE_ARTICLE.title });
    await expect(source).toHaveAttribute('href', `${baseURL}/_local/sample-pages/article`);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await auditPage(page, 'the script with its material', [page.getByRole('button', { name: 'Copy', exact: true })])).toEqual([]);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByLabel('Script (markdown)');
    await editor.press('Control+End');
    await editor.pressSequentially('\n\nAbout 73% of riders are commuters.');
    const flagged = page.getByRole('list', { name: '1 figure not in your material' });
    await expect(flagged).toHaveText('“73%” in “About 73% of riders are commuters.”');
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Done' }).click();
    const mark = body.locator('mark[data-unsourced]');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveText('73% (not in your material)');
    await expect(mark).toHaveAttribute('title', 'not in your material');
    await expect(page.getByTestId('script-check-counts')).toContainText('· 1 figure not in your material');

    // After a reload the marks come from the stored version and material alike.
    await page.reload();
    await expect(page.getByTestId('script-body').locator('mark[data-unsourced]')).toHaveText('73% (not in your material)');

    await page.getByRole('button', { name: 'Teleprompter', exact: true }).click();
    await expect(placeholderAsk(page)).toContainText('The teleprompter skips them');
    await goOnAnyway(page, 'Open teleprompter anyway');
    const prompter = page.getByRole('dialog', { name: 'Teleprompter' });
    await expect(prompter).toBeVisible();
    await expect(prompter.getByTestId('teleprompter-text')).toContainText(SAMPLE_ARTICLE.figure);
    await expect(prompter.getByTestId('teleprompter-text')).not.toContainText(/fill in|\[1\]/);
  });
});
