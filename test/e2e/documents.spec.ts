import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillMaterial } from './support/material';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const SRT_PATH = fileURLToPath(new URL('../fixtures/e2e/balcony-tomatoes.srt', import.meta.url));
const SRT_NAME = 'balcony-tomatoes.srt';
const BREAK_SECONDS = 2.5;
const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

const seconds = (timestamp: string) => {
  const [h, m, s] = timestamp.replace(',', '.').split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

/**
 * The fixture's speaking rate the way the voice engine defines it: words in cues over the time they span,
 * pauses between cues included, breaks longer than 2.5 s left out (lambdas/domain/voice/captions.ts).
 */
const measuredWordsPerMinute = (srt: string) => {
  const cues = srt
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [, timing = '', ...text] = block.split('\n');
      const [start = '', end = ''] = timing.split(' --> ');
      return { start: seconds(start), end: seconds(end), words: text.join(' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length };
    })
    .sort((a, b) => a.start - b.start);
  let speech = 0;
  let from = -1;
  let to = -1;
  for (const cue of cues) {
    if (cue.start - to > BREAK_SECONDS || from < 0) {
      speech += to - from;
      [from, to] = [cue.start, cue.end];
    } else to = Math.max(to, cue.end);
  }
  speech += to - from;
  return Math.round((cues.reduce((sum, cue) => sum + cue.words, 0) * 60) / speech);
};

/** The toast with this title: the one before it may still be on its way out when this one arrives. */
const expectToast = async (page: Page, title: string, text: string) => {
  const shown = toast(page).filter({ hasText: title });
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(text);
};

const documentRow = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Holds each process call for a moment, so the 'Processing' badge is on screen long enough to be seen. */
const slowProcessing = (page: Page) =>
  page.route('**/api/documents/*/process', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

const uploadSrt = (page: Page) => page.getByLabel('Choose File').setInputFiles(SRT_PATH);

const generateOneMinuteScript = async (page: Page, topic: string) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '1 minute' });
  await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
  // Something of the creator's to say, so the draft has words for the voice match to judge (issue 30: no filler).
  await fillMaterial(page, {
    keyPoints: ['Pick a cherry variety for a small pot', 'Give the plant a sunny corner out of the wind', 'Water deeply twice a week, not a little every day'],
  });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByTestId('script-body')).not.toBeEmpty();
};

test.describe('documents', () => {
  test('upload an .srt → Processing → Processed; the voice panel shows the rate measured from it; the next script budgets words by it', async ({ page, request }) => {
    const expectedRate = measuredWordsPerMinute(await readFile(SRT_PATH, 'utf8'));
    // Far enough from the 150 words per minute default that the budget shows which rate was used.
    expect(expectedRate).toBeGreaterThan(135);
    expect(expectedRate).toBeLessThan(147);

    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await expect(page).toHaveTitle('My Documents | ScriptVoice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Documents');
    await expect(page.getByText('Upload your scripts and transcripts to personalize your content generation')).toBeVisible();
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
    await expect(page.getByText('Upload your first document to get started')).toBeVisible();
    await expect(page.getByTestId('storage-used')).toHaveText('0 B / 100.0 MB');
    await expect(page.getByRole('region', { name: 'Your voice' })).toContainText('Once a document is processed');

    await slowProcessing(page);
    await uploadSrt(page);
    await expectToast(page, 'Upload successful', `${SRT_NAME} has been uploaded and queued for processing`);
    const row = documentRow(page, SRT_NAME);
    await expect(row.getByTestId('document-status')).toHaveText('Processing');
    await expect(row.getByTestId('processing-spinner')).toBeVisible();
    await expectToast(page, 'Processing complete', 'Your document has been processed successfully');
    await expect(row.getByTestId('document-status')).toHaveText('Processed');

    const size = (await readFile(SRT_PATH)).byteLength;
    await expect(row).toContainText(`${(size / 1024).toFixed(1)} KB`);
    await expect(row).toContainText('less than a minute ago');
    await expect(page.getByTestId('documents-count')).toHaveText('1 document(s)');
    await expect(page.getByTestId('storage-used')).toHaveText(`${(size / 1024).toFixed(1)} KB / 100.0 MB`);

    const panel = page.getByRole('region', { name: 'Your voice' });
    await expect(panel.getByTestId('speaking-rate')).toHaveText(/^\d+ words per minute$/);
    const shownRate = Number((await panel.getByTestId('speaking-rate').textContent())!.split(' ')[0]);
    expect(Math.abs(shownRate - expectedRate)).toBeLessThanOrEqual(2);
    await expect(panel).toContainText('measured from your captions');
    // One document: no opener, sign-off or phrase has recurred yet, and the panel says when they will show.
    await expect(panel.getByText('Shown once two or more of your documents share one')).toHaveCount(3);
    // The habits the scripts imitate: this narration asks and exclaims once in about 36 sentences, under a habit's 1 in 30.
    await expect(panel.getByRole('list', { name: 'Habits' }).getByRole('listitem')).toHaveText([/^Questions are rare\s*Not me$/, /^Exclamations are rare\s*Not me$/]);

    await page.reload();
    await expect(documentRow(page, SRT_NAME).getByTestId('document-status')).toHaveText('Processed');

    await page.goto('/generate');
    await expect(page.getByText('Your writing style will be applied automatically')).toBeVisible();
    await expect(page.getByRole('note', { name: 'Not in your voice yet' })).toHaveCount(0);
    await generateOneMinuteScript(page, 'Growing tomatoes on a balcony');
    // The plan budgets the measured rate × 60 s, and the spoken length is estimated at that rate too.
    await expect(page.getByTestId('script-body')).toContainText(new RegExp(`about \\d+ words at ${shownRate} words per minute`));
    const [, words, minutes, secs] = (await page.getByTestId('script-length').textContent())!.match(/^(\d+) words · about (\d+):(\d\d)$/)!.map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(Math.abs(minutes * 60 + secs - (words * 60) / shownRate)).toBeLessThanOrEqual(1);
    // The draft says what it has and asks for the rest (issue 30): the two together make the minute at the measured rate.
    const asked = (await page.getByTestId('script-body').locator('[data-placeholder]').allTextContents()).reduce(
      (sum, chip) => sum + Number(/about (\d+) words/.exec(chip)?.[1] ?? 0),
      0,
    );
    expect(words + asked).toBeGreaterThanOrEqual(Math.floor(shownRate * 0.9));
    expect(words + asked).toBeLessThanOrEqual(Math.ceil(shownRate * 1.1));
    // With a profile the script is judged: this draft is mostly still to be filled in, and the page says it is too short to judge.
    await expect(page.getByTestId('voice-match')).toHaveText('Voice match: too short to judge');
    await expect(page.getByTestId('voice-match-basis')).toContainText('and the voice match needs 100.');
  });

  test("a .pdf is refused with 'Unsupported file type' before anything is sent", async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/documents') uploads += 1;
    });

    await page.getByLabel('Choose File').setInputFiles({ name: 'script.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n') });
    await expectToast(page, 'Unsupported file type', 'Please upload .txt, .srt, .vtt files');
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
    expect(uploads).toBe(0);
  });

  test("delete asks 'Delete {file name}?', then 'Document deleted', the list empties and storage goes back to 0 B", async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await uploadSrt(page);
    const row = documentRow(page, SRT_NAME);
    await expect(row.getByTestId('document-status')).toHaveText('Processed');
    await expect(page.getByTestId('storage-used')).not.toHaveText('0 B / 100.0 MB');

    await row.getByRole('button', { name: `Delete ${SRT_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${SRT_NAME}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${SRT_NAME}` }).click();
    await page.getByRole('alertdialog', { name: `Delete ${SRT_NAME}?` }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Document deleted', `${SRT_NAME} has been removed`);
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
    await expect(page.getByText('Upload your first document to get started')).toBeVisible();
    await expect(page.getByTestId('storage-used')).toHaveText('0 B / 100.0 MB');
    await expect(page.getByRole('region', { name: 'Your voice' })).toContainText('Once a document is processed');

    await page.reload();
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
    await expect(page.getByTestId('storage-used')).toHaveText('0 B / 100.0 MB');
  });
});

test.describe('style guide', () => {
  test('save intro and outro templates → reload → kept → the next script carries both verbatim', async ({ page, request }) => {
    const intro = "G'day legends, it's Sam from the Balcony Garden, and today we're getting our hands dirty!";
    const outro = 'That is a wrap from the balcony. Water your pots, hug your plants, and I will see you next Sunday.';
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/style-guide');
    await expect(page).toHaveTitle('Style Guide | ScriptVoice');
    await expect(page.getByLabel('Intro Template')).toHaveValue('');

    await page.getByLabel('Intro Template').fill(intro);
    await page.getByLabel('Outro Template').fill(outro);
    await page.getByLabel('General Guidance').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Save Style Guide' }).click();
    await expect(page.getByText('General guidance must be less than 500 characters')).toBeVisible();
    await page.getByLabel('General Guidance').fill('');
    await page.getByRole('button', { name: 'Save Style Guide' }).click();
    await expectToast(page, 'Style Guide Saved', 'Your preferences will be applied to all future script generations');

    await page.reload();
    await expect(page.getByLabel('Intro Template')).toHaveValue(intro);
    await expect(page.getByLabel('Outro Template')).toHaveValue(outro);
    await expect(page.getByLabel('Interaction Reminders')).toHaveValue('');
    await expect(page.getByLabel('General Guidance')).toHaveValue('');

    await generateOneMinuteScript(page, 'Three herbs that love a sunny balcony');
    const body = (await page.getByTestId('script-body').innerText()).replace(/\s+/g, ' ');
    expect(body).toContain(intro);
    expect(body).toContain(outro);
  });
});

test.describe('documents on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // 120 characters and not one space: the longest word a name can hold, the hardest to fit.
  const LONG_NAME = `${'sheet-pan-chicken-with-potatoes-and-peppers-one-tray-'.repeat(3)}`.slice(0, 116) + '.txt';

  test('a 120-character file name wraps in full: the page never scrolls sideways and its delete button is on screen and works', async ({ page, request }) => {
    expect(LONG_NAME).toHaveLength(120);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/documents');
    await page.getByLabel('Choose File').setInputFiles({
      name: LONG_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from('Hey hey, it is Maya. Today we roast chicken thighs with potatoes and peppers on one tray, hot and fast.'),
    });
    const row = documentRow(page, LONG_NAME);
    await expect(row.getByTestId('document-status')).toHaveText('Processed');

    // Against the phone's width, not window.innerWidth: a mobile browser widens its layout viewport to the page.
    const screen = page.viewportSize()!.width;
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `/documents is ${pageWidth}px wide on a ${screen}px screen`).toBeLessThanOrEqual(screen);

    const name = row.getByTestId('document-name');
    await expect(name).toHaveText(LONG_NAME);
    await expect(name).toHaveAttribute('title', LONG_NAME);
    const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped, 'the name is shown whole, wrapped, not cut off').toBe(false);

    const remove = row.getByRole('button', { name: `Delete ${LONG_NAME}` });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport({ ratio: 1 });
    await remove.tap();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${LONG_NAME}?` });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(screen);
    await dialog.getByRole('button', { name: 'Delete' }).tap();
    await expectToast(page, 'Document deleted', 'has been removed');
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
  });
});
