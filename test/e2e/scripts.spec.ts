import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { goOnAnyway } from './support/placeholders';

// A zone far from UTC, so the download name's date is the viewer's calendar day and not the server's.
const TIME_ZONE = 'Australia/Sydney';
test.use({ timezoneId: TIME_ZONE });

const SCRIPT_URL = /\/script\/([0-9A-HJKMNP-TV-Z]{26})$/;

const dayIn = (timeZone: string, instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

const generate = async (page: Page, topic: string, choices = { platform: 'YouTube', duration: '3 minutes', tone: 'Educational' }) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: choices.platform });
  await page.getByLabel('Duration').selectOption({ label: choices.duration });
  await page.getByLabel('Tone').selectOption({ label: choices.tone });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  return SCRIPT_URL.exec(new URL(page.url()).pathname)![1]!;
};

test.describe('scripts', () => {
  test('generate (told first that with no document it is not in their voice) → script page → copy plain text → download → the dashboard lists it, and credits go 3 → 2', async ({ page, context, request, baseURL, consoleErrors }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await expect(page.getByTestId('credits-total')).toHaveText('3');
    await expect(page.getByText('No scripts yet')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: /Generate Script/ }).click();
    await expect(page).toHaveURL(/\/generate$/);
    await expect(page).toHaveTitle('Generate Script | ScriptVoice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generate Script');
    await expect(page.getByText('Create content in your unique voice')).toBeVisible();
    await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
    // No document yet: said before the click, with the way to fix it, and the button still works.
    const voiceNote = page.getByRole('note', { name: 'Not in your voice yet' });
    await expect(voiceNote).toContainText('this script is written in a general voice, not yours, and it still uses a credit');
    await expect(voiceNote.getByRole('link', { name: 'Upload a document' })).toHaveAttribute('href', '/documents');
    await expect(page.getByText('Your writing style will be applied automatically')).toHaveCount(0);

    await page.getByRole('button', { name: 'Generate Script' }).click();
    for (const message of ['Topic is required', 'Platform is required', 'Duration is required', 'Tone is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    const topic = 'Pruning Tomatoes: 5 Tips for Balconies!';
    await page.getByLabel('Topic/Subject').fill(`  ${topic}  `);
    await page.getByLabel('Additional Details (Optional)').fill('Small pots, lots of sun, a beginner audience.');
    await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
    await page.getByLabel('Duration').selectOption({ label: '3 minutes' });
    await page.getByLabel('Tone').selectOption({ label: 'Educational' });
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect(toast(page)).toContainText('Script Generated!');
    await expect(toast(page)).toContainText('Your script has been created successfully.');
    await expect(page).toHaveURL(SCRIPT_URL);
    const id = SCRIPT_URL.exec(new URL(page.url()).pathname)![1]!;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic);
    await expect(page).toHaveTitle(`${topic} | ScriptVoice`);
    await expect(page.getByRole('list', { name: 'Script settings' }).getByRole('listitem')).toHaveText(['YouTube', '3 minutes', 'Educational']);
    await expect(page.getByRole('note')).toContainText('Drafted offline, without a language model');
    await expect(page.getByTestId('script-length')).toHaveText(/^\d+ words · about \d+:\d\d$/);
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Small pots, lots of sun, a beginner audience.');
    await expect(page.getByText(/^Created less than a minute ago$/)).toBeVisible();
    await expect(page.getByTestId('script-body')).not.toBeEmpty();

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await goOnAnyway(page, 'Copy anyway');
    await expect(toast(page)).toContainText('Copied!');
    await expect(toast(page)).toContainText('Script copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(200);
    // Plain text to read aloud or paste into a teleprompter: the title and headings as plain lines, no markup.
    expect(copied.startsWith(`${topic}\n\n`)).toBe(true);
    expect(copied).toMatch(/^Hook \[0:00–\d+:\d\d\]$/m);
    expect(copied).not.toMatch(/^\s*(#|>)|\*\*/m);

    await page.getByRole('button', { name: 'Copy Markdown' }).click();
    await goOnAnyway(page, 'Copy anyway');
    await expect(toast(page)).toContainText('Script copied to clipboard');
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown.startsWith(`# ${topic}\n\n> `)).toBe(true);
    expect(markdown).toMatch(/^## Hook \[0:00–\d+:\d\d\]$/m);

    const createdAt = await page.locator('time').getAttribute('datetime');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await goOnAnyway(page, 'Download anyway');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pruning-tomatoes--5-tips-for-balconies--${dayIn(TIME_ZONE, createdAt!)}.txt`);
    expect(await readFile((await download.path())!, 'utf8')).toBe(copied);
    await expect(toast(page)).toContainText('Downloaded!');
    await expect(toast(page)).toContainText('Script downloaded successfully');

    await page.getByRole('link', { name: 'Generate Another Script' }).click();
    await expect(page).toHaveURL(/\/generate$/);
    await expect(page.getByTestId('credits-remaining')).toHaveText('2 script(s) remaining');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('credits-total')).toHaveText('2');
    const recent = page.getByRole('list', { name: 'Recent scripts' }).getByRole('link');
    await expect(recent).toHaveCount(1);
    await expect(recent).toHaveAttribute('href', `/script/${id}`);
    await expect(recent).toContainText(topic);
    await expect(recent).toContainText('YouTube · less than a minute ago');
    await recent.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic);
    expect(consoleErrors).toEqual([]);
  });

  test("after all 3 credits, on a phone the form first shows 'No scripts left!' with what is true (no monthly limit) and the way to buy more, and the button is disabled", async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await generate(page, 'Morning routine', { platform: 'TikTok', duration: '30 seconds', tone: 'Humorous' });
    await generate(page, 'Podcast cold opens', { platform: 'Podcast', duration: '10+ minutes', tone: 'Conversational' });
    await generate(page, 'Reel hooks that work', { platform: 'Instagram Reel', duration: '1 minute', tone: 'Dramatic' });

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/generate');
    await expect(page.getByTestId('credits-remaining')).toHaveText('0 script(s) remaining');
    await expect(page.getByTestId('credits-remaining')).toHaveClass(/text-warning/);
    const box = page.getByRole('alert').filter({ hasText: 'No scripts left!' });
    await expect(box).toBeInViewport();
    await expect(box.getByText("You've used all your credits.", { exact: true })).toBeVisible();
    await expect(page.getByText(/for this month/)).toHaveCount(0);
    await expect(box.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/pricing');
    expect((await box.boundingBox())!.y).toBeLessThan((await page.getByLabel('Topic/Subject').boundingBox())!.y);
    await expect(page.getByRole('button', { name: 'Generate Script' })).toBeDisabled();
    await box.getByRole('link', { name: 'Buy More Credits' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-total')).toHaveText('0');
    await expect(page.getByRole('list', { name: 'Recent scripts' }).getByRole('link')).toHaveText([
      /Reel hooks that work\s*Instagram Reel/,
      /Podcast cold opens\s*Podcast/,
      /Morning routine\s*TikTok/,
    ]);
  });

  test("a second user opening the first user's script gets 'Access Denied' and lands on /dashboard", async ({ page, browser, request }) => {
    const owner = await createConfirmedAccount(request);
    await logIn(page, owner.email);
    const id = await generate(page, 'My private script');

    const otherContext = await browser.newContext({ timezoneId: TIME_ZONE });
    const other = await otherContext.newPage();
    const stranger = await createConfirmedAccount(request);
    await logIn(other, stranger.email);
    await other.goto(`/script/${id}`);
    await expect(toast(other)).toContainText('Access Denied');
    await expect(toast(other)).toContainText('You do not have permission to view this script');
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByText('My private script')).toHaveCount(0);
    await otherContext.close();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/script/${id}`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an unknown script id shows 'Script Not Found' with 'Back to Dashboard'", async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/script/01JBXQ7R3M9V5K2T8N4P6W0Y1Z');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Script Not Found');
    await expect(page).toHaveTitle('Script Not Found | ScriptVoice');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
