import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

// Two invented speakers' transcripts written for these tests (test/fixtures/voices), and a new episode of the second.
const fixture = (name: string) => readFileSync(new URL(`../fixtures/voices/${name}`, import.meta.url), 'utf8').trim();
const GARDEN = fixture('garden-channel.txt');
const MONEY = fixture('money-podcast.txt');
const NEW_MONEY_EPISODE = fixture('money-new-episode.txt');

const pasteDocument = async (page: Page, name: string, text: string) => {
  await page.getByRole('button', { name: 'Paste text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste text' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: `${name}.txt` }).getByTestId('document-status')).toHaveText('Processed');
};

const createVoice = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Manage voices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage voices' });
  await dialog.getByLabel('New voice').fill(name);
  await dialog.getByRole('button', { name: 'Create voice' }).click();
  await expect(toast(page)).toContainText('Voice created');
  await expect(dialog.getByRole('list', { name: 'Your voices' })).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
};

const generate = async (page: Page, topic: string, voice: string) => {
  await page.goto('/generate');
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '30 seconds' });
  await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
  await page.getByLabel('Voice', { exact: true }).selectOption({ label: voice });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByRole('list', { name: 'Script settings' })).toContainText(voice);
  return page.url();
};

/** Replaces the script's text with the podcaster's new episode and answers the voice match it then shows. */
const editToNewEpisode = async (page: Page, url: string) => {
  await page.goto(url);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Script (markdown)').fill(`## Intro\n\n${NEW_MONEY_EPISODE}\n`);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Done' }).click();
  const match = page.getByTestId('voice-match');
  await expect(match).toHaveText(/^Voice match \d+%$/);
  return Number(/(\d+)%/.exec((await match.textContent())!)![1]);
};

test.describe('several voices in one account', () => {
  test('a second voice learns its own speaker; each script is written and judged in its voice; the library filters by voice; deleting the voice keeps its script', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);

    await page.goto('/documents');
    await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('default');
    await expect(page.getByLabel('Voice', { exact: true }).locator('option:checked')).toHaveText('My voice');
    await pasteDocument(page, 'Balcony garden', GARDEN);

    await createVoice(page, 'The Quiet Ledger');
    // The new voice is the one shown: empty, its own panel.
    await expect(page.getByLabel('Voice', { exact: true }).locator('option:checked')).toHaveText('The Quiet Ledger');
    await expect(page.getByRole('listitem', { name: 'Balcony garden.txt' })).toHaveCount(0);
    await pasteDocument(page, 'Quiet Ledger episodes', MONEY);
    await page.getByLabel('Voice', { exact: true }).selectOption({ label: 'My voice' });
    await expect(page.getByRole('listitem', { name: 'Balcony garden.txt' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Quiet Ledger episodes.txt' })).toHaveCount(0);

    const gardenScript = await generate(page, 'Chillies on the balcony', 'My voice');
    const moneyScript = await generate(page, 'What insurance is for', 'The Quiet Ledger');

    // The same new words by the podcaster: judged against the podcast's voice they match it better than the garden's.
    const inPodcast = await editToNewEpisode(page, moneyScript);
    const inGarden = await editToNewEpisode(page, gardenScript);
    expect(inPodcast).toBeGreaterThan(inGarden);

    await page.goto('/scripts');
    const scripts = page.getByRole('list', { name: 'Your scripts' });
    await expect(scripts.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Voice', { exact: true }).selectOption({ label: 'The Quiet Ledger' });
    await expect(page).toHaveURL(/voiceId=/);
    await expect(scripts.getByRole('listitem')).toHaveCount(1);
    await expect(scripts.getByRole('listitem')).toContainText('What insurance is for');
    await expect(scripts.getByRole('listitem')).toContainText('The Quiet Ledger');

    await page.goto('/documents');
    await page.getByRole('button', { name: 'Manage voices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage voices' });
    await dialog.getByRole('button', { name: 'Delete The Quiet Ledger' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete The Quiet Ledger?' });
    await expect(confirm).toContainText(
      'This deletes its 1 document, what was learned from it and its style guide. Its scripts stay in your library and say “voice deleted”. This cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete voice' }).click();
    await expect(toast(page)).toContainText('Voice deleted');
    await expect(dialog.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/scripts');
    await expect(scripts.getByRole('listitem')).toHaveCount(2);
    await expect(scripts.getByRole('listitem').filter({ hasText: 'What insurance is for' })).toContainText('voice deleted');
    await page.goto(moneyScript);
    await expect(page.getByRole('list', { name: 'Script settings' })).toContainText('voice deleted');
    // With one voice left, /generate has no picker.
    await page.goto('/generate');
    await expect(page.getByLabel('Topic/Subject')).toBeVisible();
    await expect(page.getByLabel('Voice', { exact: true })).toHaveCount(0);
  });
});

test.describe('voices on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the style guide switches voices from its header, each voice keeps its own intro, and Documents has the switcher too', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/style-guide');
    const switcher = page.getByLabel('Voice', { exact: true });
    await expect(switcher).toBeInViewport();
    await page.getByLabel('Intro Template').fill("G'day legends, welcome back to the balcony garden!");
    await page.getByRole('button', { name: 'Save Style Guide' }).click();
    await expect(toast(page)).toContainText('Style Guide Saved');

    await createVoice(page, 'The Quiet Ledger');
    await expect(page.getByLabel('Intro Template')).toHaveValue('');
    await page.getByLabel('Intro Template').fill('Welcome to The Quiet Ledger.');
    await page.getByRole('button', { name: 'Save Style Guide' }).click();
    await expect(toast(page)).toContainText('Style Guide Saved');

    await switcher.selectOption({ label: 'My voice' });
    await expect(page.getByLabel('Intro Template')).toHaveValue("G'day legends, welcome back to the balcony garden!");
    await switcher.selectOption({ label: 'The Quiet Ledger' });
    await expect(page.getByLabel('Intro Template')).toHaveValue('Welcome to The Quiet Ledger.');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Documents has the same switcher in its header; after a page load it starts at the first voice.
    await page.goto('/documents');
    await expect(page.getByLabel('Voice', { exact: true })).toBeInViewport();
    await expect(page.getByLabel('Voice', { exact: true }).locator('option:checked')).toHaveText('My voice');
    await expect(page.getByRole('button', { name: 'Manage voices' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
