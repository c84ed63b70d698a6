import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { TRAVEL_MATERIAL, fillMaterial } from './support/material';

// The journeys' stack hands out the offline draft at 150 words a second: a 10-minute script from this material writes for about 7 s.
const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;
const COUNT = /^(\d+) \/ (\d+) words$/;

const startTenMinuteScript = async (page: Page, topic: string) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'Podcast' });
  await page.getByLabel('Duration').selectOption({ label: '10+ minutes' });
  await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
  // The offline draft says only what it is given: with this material it has about a thousand words to stream.
  await fillMaterial(page, TRAVEL_MATERIAL);
  await page.getByRole('button', { name: 'Generate Script' }).click();
};

/** The live count as numbers, once some words have been written. */
const wordsSoFar = async (page: Page) => {
  const count = page.getByTestId('live-word-count');
  await expect(count).toHaveText(/^[1-9]\d* \/ \d+ words$/);
  const [, written, budget] = COUNT.exec((await count.textContent()) ?? '')!;
  return { written: Number(written), budget: Number(budget) };
};

test.describe('streamed generation on /generate', () => {
  test('desktop: the plan, the words and the count show on /generate while it writes, then the script opens', async ({ page, request, consoleErrors }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await startTenMinuteScript(page, 'Why slow travel beats the bucket list');

    const draft = page.getByRole('region', { name: 'Writing your script' });
    await expect(draft).toBeVisible();
    const plan = draft.getByRole('list', { name: 'Script plan' });
    await expect(plan.getByRole('heading').first()).toContainText(/0:00–\d+:\d\d · \d+ words/);
    expect(await plan.getByRole('heading').count()).toBeGreaterThan(4);
    const { budget } = await wordsSoFar(page);
    expect(budget).toBeGreaterThan(1000);
    await expect(draft.getByTestId('live-section-text').first()).toHaveText(/\w+ \w+/);
    await expect(page.getByRole('progressbar', { name: 'Words written' })).toHaveAttribute('aria-valuemax', String(budget));
    await expect(page.getByRole('button', { name: 'Generating your script...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/generate$/);

    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 20_000 });
    await expect(toast(page)).toContainText('Script Generated!');
    await expect(toast(page)).toContainText('Your script has been created successfully.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why slow travel beats the bucket list');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('Stop while the words stream: the toast, still on /generate, the credit back, no sideways scroll', async ({ page, request, consoleErrors }) => {
      const { email } = await createConfirmedAccount(request);
      await logIn(page, email);
      await startTenMinuteScript(page, 'Antidisestablishmentarianism-and-other-unreasonably-long-words in the news');

      await wordsSoFar(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Stop', exact: true }).click();

      await expect(toast(page)).toContainText('Generation stopped');
      await expect(toast(page)).toContainText('Nothing was kept and your credit is back.');
      await expect(page).toHaveURL(/\/generate$/);
      await expect(page.getByRole('region', { name: 'Writing your script' })).toHaveCount(0);
      await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
      await expect(page.getByLabel('Topic/Subject')).toHaveValue('Antidisestablishmentarianism-and-other-unreasonably-long-words in the news');
      await expect(page.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The balance as the server holds it, not as the page last showed it.
      await page.reload();
      await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
      expect(consoleErrors).toEqual([]);
    });
  });
});
