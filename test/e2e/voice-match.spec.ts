import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

// An invented vlogger's texts written for the voice tests: two become her documents, the third is new to her profile.
const vlogger = (index: 1 | 2 | 3) => readFileSync(new URL(`../fixtures/voice/corpus/vlogger-${index}.txt`, import.meta.url), 'utf8').trim();
const paragraphs = (text: string) => text.split(/\n\s*\n/);

const pasteDocument = async (page: Page, name: string, text: string) => {
  await page.getByRole('button', { name: 'Paste text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste text' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Text').fill(text);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: `${name}.txt` }).getByTestId('document-status')).toHaveText('Processed');
};

/** Her new words, a line too short to judge, and two paragraphs pasted from her first document. */
const EDITED = [
  '# Trying pottery',
  '## Hook [0:00–0:30]',
  paragraphs(vlogger(3)).slice(0, 4).join('\n\n'),
  '## A quick word [0:30–0:35]',
  'Wear old clothes, honestly. You will thank me later.',
  '## From my last video [0:35–1:00]',
  paragraphs(vlogger(1)).slice(1, 3).join('\n\n'),
].join('\n\n');

test.describe('the voice match says what it rests on', () => {
  test('a short draft is too short to judge; an edit with her own words gets a number, says what was not counted, and scores each section', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await pasteDocument(page, 'Sunday reset', vlogger(1));
    await pasteDocument(page, 'Second video', vlogger(2));

    await page.goto('/generate');
    await page.getByLabel('Topic/Subject').fill('Trying pottery');
    await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
    await page.getByLabel('Duration').selectOption({ label: '30 seconds' });
    await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect(page).toHaveURL(SCRIPT_URL);
    await expect(page.getByTestId('voice-match')).toHaveText('Voice match: too short to judge');
    await expect(page.getByTestId('voice-match-basis')).toContainText(/^Too short to judge: \d+ words? of its own, and the voice match needs 100\./);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Script (markdown)').fill(EDITED);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Done' }).click();

    await expect(page.getByTestId('voice-match')).toHaveText(/^Voice match \d+%$/);
    const basis = page.getByTestId('voice-match-basis');
    await expect(basis).toContainText(/^Based on \d+ words: the small words and word endings you use most, and how you put everyday words together\./);
    await expect(basis).toContainText(/Not counted: \d+ phrases copied from your documents/);
    await expect(basis).toContainText(/Weighed most toward your voice: [a-z']+/i);
    const sections = page.getByRole('list', { name: 'Voice match by section' }).getByRole('listitem');
    await expect(sections).toHaveText([
      // Her opener runs to 9 words as she says it in every video: a copy, not counted.
      /^Hook: \d+% \(1 phrase copied from your documents not counted\)$/,
      'A quick word: too short to judge',
      /^From my last video: too short to judge \(\d+ phrases? copied from your documents not counted\)$/,
    ]);

    // Phone width: the basis and the sections wrap; nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(basis).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(toast(page).filter({ hasText: 'Error' })).toHaveCount(0);
  });
});
