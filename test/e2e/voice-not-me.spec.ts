import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;
const OPENER = 'Hey hey, welcome back to the balcony';

/** Two episodes that open the same way, so the opener recurs and the panel shows it. */
const episode = (topic: string, detail: string) =>
  `${OPENER}. Today it is ${topic}. Honestly, ${detail}. Trust me, ${topic} is easier than you think. ` +
  `Is it worth the effort? Trust me, it works. So grab a pot and get going. Catch you next week.`;

const FILES = [
  { name: 'rain-barrels.txt', mimeType: 'text/plain', buffer: Buffer.from(episode('rain barrels', 'a barrel pays for itself in one summer')) },
  { name: 'seed-jars.txt', mimeType: 'text/plain', buffer: Buffer.from(episode('seed jars', 'old jam jars keep seeds dry for years')) },
];

const panel = (page: Page) => page.getByRole('region', { name: 'Your voice' });
const openers = (page: Page) => panel(page).getByRole('list', { name: 'Openers' });

/** The offline writer's next draft, from /generate as the creator makes it. */
const draftScript = async (page: Page, topic: string) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '30 seconds' });
  await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByTestId('script-body')).not.toBeEmpty();
  return page.getByTestId('script-body');
};

test.describe('Your voice → Not me, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('mark an opener Not me → it leaves the panel and the next script; Hidden traits → Undo brings it back; the toast’s Undo does too', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await page.getByLabel('Choose File').setInputFiles(FILES);
    await expect(page.getByTestId('documents-count')).toHaveText('2 document(s)');
    for (const { name } of FILES) await expect(page.getByRole('listitem', { name }).getByTestId('document-status')).toHaveText('Processed');
    await expect(openers(page)).toContainText(`“${OPENER}”`);

    // Without a correction, the offline draft opens with the creator's opener.
    await expect(await draftScript(page, 'Mulching a balcony pot')).toContainText(OPENER);

    await page.goto('/documents');
    await panel(page).getByRole('button', { name: `Not me: Opener “${OPENER}”` }).click();
    await expect(toast(page).filter({ hasText: 'Marked Not me' })).toContainText(`Opener “${OPENER}” is left out of your scripts from now on.`);
    await expect(openers(page)).toHaveCount(0);
    await expect(panel(page)).not.toContainText(OPENER);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Kept on the server: a reload, and the next script, leave it out.
    await page.reload();
    await expect(panel(page).getByRole('button', { name: 'Hidden traits (1)' })).toBeVisible();
    await expect(panel(page)).not.toContainText(OPENER);
    await expect(await draftScript(page, 'Feeding a worm farm')).not.toContainText('welcome back to the balcony');

    await page.goto('/documents');
    await panel(page).getByRole('button', { name: 'Hidden traits (1)' }).click();
    await expect(panel(page).getByRole('list', { name: 'Hidden traits' })).toContainText(`Opener “${OPENER}”`);
    await panel(page).getByRole('button', { name: `Undo Not me: Opener “${OPENER}”` }).click();
    await expect(toast(page).filter({ hasText: 'Back in your voice' })).toContainText(`Opener “${OPENER}” is used in your scripts again.`);
    await expect(openers(page)).toContainText(`“${OPENER}”`);
    await expect(panel(page).getByRole('button', { name: /^Hidden traits/ })).toHaveCount(0);

    // The toast's own Undo, for a measure this time.
    await expect(panel(page)).toContainText('You mostly speak as “I”');
    await panel(page).getByRole('button', { name: 'Not me: Perspective' }).click();
    const marked = toast(page).filter({ hasText: 'Marked Not me' });
    await expect(marked).toContainText('Perspective is left out of your scripts from now on.');
    await expect(panel(page)).not.toContainText('You mostly speak as');
    await marked.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page).filter({ hasText: 'Back in your voice' })).toBeVisible();
    await expect(panel(page)).toContainText('You mostly speak as “I”');
    await page.reload();
    await expect(panel(page)).toContainText('You mostly speak as “I”');
    await expect(openers(page)).toContainText(`“${OPENER}”`);
  });
});
