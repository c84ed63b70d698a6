import type { Page } from '@playwright/test';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { countWords, spokenText } from '../../lambdas/contracts/script-text';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { type JourneyMaterial, fillMaterial } from './support/material';
import { goOnAnyway } from './support/placeholders';

/** Herbs on a balcony: every body section of a 3-minute draft has key points, a story or a source sentence to rewrite. */
const HERB_MATERIAL: JourneyMaterial = {
  keyPoints: ['Basil wants six hours of sun a day', 'Water rosemary only when the top of the soil is dry', 'Pinch mint back every week or it takes over'],
  stories: 'My first basil plant died in a week because I left it on a shady windowsill and watered it every single morning.',
  pasted: {
    title: 'Balcony herb notes',
    text: 'Basil grows fastest in full sun and warm soil. Rosemary rots when its roots sit in wet soil for days. Mint spreads by runners and fills a pot within a season. Herbs in small pots dry out faster on windy balconies.',
  },
};

const SCRIPT_URL = /\/script\/([0-9A-HJKMNP-TV-Z]{26})$/;

const generate = async (page: Page, topic: string, duration = '1 minute', material?: JourneyMaterial) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: duration });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  if (material) await fillMaterial(page, material);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  // The live draft on /generate shows its sections with the same body component until the script page replaces it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic);
  await expect(page.getByTestId('script-body')).not.toBeEmpty();
};

/** The script's markdown as Copy Markdown puts it on the clipboard. */
const copied = async (page: Page) => {
  await page.getByRole('button', { name: 'Copy Markdown' }).click();
  await goOnAnyway(page, 'Copy anyway');
  await expect(toast(page).filter({ hasText: 'Copied!' })).toHaveCount(1);
  return page.evaluate(() => navigator.clipboard.readText());
};

const signedIn = async ({ page, request, context, baseURL }: { page: Page; request: Parameters<typeof createConfirmedAccount>[0]; context: import('@playwright/test').BrowserContext; baseURL?: string }) => {
  const { email } = await createConfirmedAccount(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, email);
};

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('script workshop', () => {
  test('Edit a sentence → Saved → reload → the edit is there → Versions shows 2 → restore the first → Copy gives the restored text', async ({ page, request, context, baseURL }) => {
    await signedIn({ page, request, context, baseURL });
    await generate(page, 'Watering balcony herbs');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByLabel('Script (markdown)');
    const original = await editor.inputValue();
    const sentence = original.split('\n').find((line) => /^[A-Za-z]/.test(line))!;
    const edited = original.replace(sentence, 'This sentence was edited by hand in the workshop.');
    await editor.fill(edited);
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    await page.reload();
    await expect(page.getByTestId('script-body')).toContainText('This sentence was edited by hand in the workshop.');
    await expect(page.getByTestId('script-body')).not.toContainText(sentence);

    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Version 2');
    await expect(versions.nth(0)).toContainText('Edited');
    await expect(versions.nth(0)).toContainText('Current');
    await expect(versions.nth(1)).toContainText('Version 1');
    await expect(versions.nth(1)).toContainText('Generated');

    await versions.nth(1).getByRole('button', { name: 'Compare' }).click();
    const diff = page.getByTestId('version-diff');
    await expect(diff.locator('ins').first()).toBeVisible();
    const inserted = (await diff.locator('ins').allTextContents()).join(' ');
    expect(inserted).toContain('edited');
    expect(inserted).toContain('workshop');
    await expect(diff.locator('del').first()).toBeVisible();
    await page.getByRole('button', { name: 'All versions' }).click();

    await versions.nth(1).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page).filter({ hasText: 'Version restored' })).toHaveCount(1);
    await expect(page.getByTestId('script-body')).not.toContainText('This sentence was edited by hand in the workshop.');
    expect((await copied(page)).trim()).toBe(original.trim());

    await page.getByRole('button', { name: 'Versions', exact: true }).click();
    await expect(versions).toHaveCount(3);
    await expect(versions.nth(0)).toContainText('Restored');
  });

  test('with a style guide intro, Rewrite one body section "Shorter" → preview → Accept → only that section changes, byte for byte elsewhere, the times and word count follow, the intro stays word for word', async ({ page, request, context, baseURL }) => {
    const intro = "G'day legends, it's Sam from the Balcony Garden, and today we're getting our hands dirty!";
    await signedIn({ page, request, context, baseURL });
    await page.goto('/style-guide');
    await page.getByLabel('Intro Template').fill(intro);
    await page.getByRole('button', { name: 'Save Style Guide' }).click();
    await expect(toast(page).filter({ hasText: 'Style Guide Saved' })).toHaveCount(1);

    await generate(page, 'Three herbs that love a sunny balcony', '3 minutes', HERB_MATERIAL);
    const before = splitSections(await copied(page));
    const introIndex = before.sections.findIndex((section) => section.body.includes(intro));
    expect(introIndex).toBeGreaterThanOrEqual(0);
    const target = before.sections.findIndex((section, index) => index !== introIndex && index > 0 && index < before.sections.length - 1);
    const title = before.sections[target]!.title;

    await page.getByRole('button', { name: `Rewrite section ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Rewrites are free');
    await dialog.getByRole('button', { name: 'Shorter' }).click();
    await expect(dialog.getByLabel('Instruction (optional)')).toHaveValue('Shorter');
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    // The rewrite is a preview beside the section as it stands until Accept.
    await expect(dialog.getByTestId('rewrite-original')).toHaveText(before.sections[target]!.body.trim());
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Rewritten' })).toContainText(`${title} was rewritten. Versions keeps the one before.`);
    await expect(dialog).toBeHidden();

    const after = splitSections(await copied(page));
    expect(after.sections.map((section) => section.title)).toEqual(before.sections.map((section) => section.title));
    after.sections.forEach((section, index) => {
      if (index === target) expect(section.body).not.toBe(before.sections[index]!.body);
      else expect(section.body).toBe(before.sections[index]!.body);
    });
    expect(after.sections[introIndex]!.body).toContain(intro);
    // Shorter: the sections before it keep their times, every one after it starts earlier, and the count is the new one.
    after.sections.forEach((section, index) => {
      if (index <= target) expect(section.headingLine.replace(/–.*$/, '')).toBe(before.sections[index]!.headingLine.replace(/–.*$/, ''));
      else expect(section.headingLine).not.toBe(before.sections[index]!.headingLine);
    });
    const [, words, minutes, seconds] = /^(\d+) words · about (\d+):(\d\d)$/.exec((await page.getByTestId('script-length').textContent())!)!.map(Number) as number[];
    expect(after.preamble).toBe(before.preamble.replace(/about \d+ words/, `about ${words} words`));
    expect(after.sections.at(-1)!.headingLine.endsWith(`–${minutes}:${String(seconds).padStart(2, '0')}]`)).toBe(true);
    await expect(page.getByTestId('script-body').getByRole('heading', { name: after.sections.at(-1)!.title })).toHaveText(after.sections.at(-1)!.headingLine.replace(/^## /, ''));

    await page.getByRole('button', { name: `Rewrite section ${before.sections[introIndex]!.title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rewrite', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Rewrite failed' })).toContainText('Change it in your Style Guide');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('Teleprompter opens, counts down 3-2-1, scrolls while playing, Space pauses it; text size and this script’s speed are kept', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      await signedIn({ page, request, context, baseURL });
      await generate(page, 'Repotting a root-bound chilli', '3 minutes');
      expect(await noHorizontalScroll(page)).toBe(true);

      await page.getByRole('button', { name: 'Teleprompter' }).click();
      await goOnAnyway(page, 'Open teleprompter anyway');
      const prompter = page.getByRole('dialog', { name: 'Teleprompter' });
      await expect(prompter).toBeVisible();
      await expect(prompter.getByTestId('teleprompter-wpm')).toHaveText(/^\d+ wpm$/);
      await expect(prompter).not.toContainText('##');
      expect(await noHorizontalScroll(page)).toBe(true);

      const firstLine = prompter.getByTestId('teleprompter-text').locator('p').first();
      const fontSize = () => firstLine.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      const readingSize = await fontSize();
      await prompter.getByRole('button', { name: 'Larger text' }).click();
      await expect(prompter.getByTestId('teleprompter-text-size')).toHaveText('125%');
      expect(await fontSize()).toBeCloseTo(readingSize * 1.25, 0);
      expect(await noHorizontalScroll(page)).toBe(true);

      const scroller = prompter.getByTestId('teleprompter-scroll');
      const position = () => scroller.evaluate((element) => element.scrollTop);
      expect(await position()).toBe(0);
      await prompter.focus();
      await page.keyboard.press('Space');
      const countdown = prompter.getByRole('timer');
      await expect(countdown).toHaveText(/^[321]$/);
      expect(await position()).toBe(0);
      await expect(countdown).toBeHidden({ timeout: 5_000 });
      await expect(prompter.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect.poll(position).toBeGreaterThan(20);

      await page.keyboard.press('Space');
      await expect(prompter.getByRole('button', { name: 'Play' })).toBeVisible();
      const paused = await position();
      await page.waitForTimeout(600);
      expect(await position()).toBe(paused);

      const speed = Number((await prompter.getByTestId('teleprompter-wpm').innerText()).split(' ')[0]);
      await page.keyboard.press('ArrowUp');
      await expect(prompter.getByTestId('teleprompter-wpm')).toHaveText(`${speed + 10} wpm`);

      // A resume goes on at once, without a second countdown.
      await prompter.getByRole('button', { name: 'Play' }).click();
      await expect(countdown).toHaveCount(0);
      await expect.poll(position).toBeGreaterThan(paused);
      await prompter.getByRole('button', { name: 'Close' }).click();
      await expect(prompter).toBeHidden();

      await page.reload();
      await page.getByRole('button', { name: 'Teleprompter' }).click();
      await goOnAnyway(page, 'Open teleprompter anyway');
      await expect(prompter.getByTestId('teleprompter-wpm')).toHaveText(`${speed + 10} wpm`);
      await expect(prompter.getByTestId('teleprompter-text-size')).toHaveText('125%');
    });
  });

  test('an unedited draft is refused: the dialog says how few of its words are yours and Add stays disabled (phone width)', async ({ page, request, context, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signedIn({ page, request, context, baseURL });
    await generate(page, 'Feeding tomatoes in pots');
    const total = countWords(spokenText(await copied(page)));

    await page.getByRole('button', { name: 'Add to my voice' }).click();
    const consent = page.getByRole('alertdialog');
    await expect(consent.getByRole('alert')).toHaveText(`Only 0 of ${total} words are yours: edit the script in your own words first (at least 50).`);
    await expect(consent.getByTestId('your-words')).toHaveText(`0 of ${total} words are yours.`);
    await expect(consent.getByRole('button', { name: 'Add to my voice' })).toBeDisabled();
    expect(await noHorizontalScroll(page)).toBe(true);
    await consent.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/documents');
    await expect(page.getByTestId('documents-count')).toHaveText('No documents uploaded yet');
  });

  test('edit two sentences → Add to my voice counts only the edited words → the new document holds only them → Your voice says what changed', async ({ page, request, context, baseURL }) => {
    const topic = 'Feeding tomatoes in pots';
    const mine = [
      'I feed my pots with a weak seaweed tea every second Sunday, and I always water first so the roots never burn in the summer heat.',
      'My grandmother swore by banana skins buried in the compost, and honestly my best crop came from the year I finally listened to her.',
    ];
    await signedIn({ page, request, context, baseURL });
    await generate(page, topic);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByLabel('Script (markdown)');
    const original = await editor.inputValue();
    const replaced = ['Hit like and subscribe.', 'Thanks so much for watching.'];
    for (const sentence of replaced) expect(original).toContain(sentence);
    const edited = original.replace(replaced[0]!, mine[0]!).replace(replaced[1]!, mine[1]!);
    await editor.fill(edited);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByTestId('script-body')).toContainText(mine[1]!);

    const yours = countWords(mine.join(' '));
    await page.getByRole('button', { name: 'Add to my voice' }).click();
    const consent = page.getByRole('alertdialog');
    await expect(consent.getByTestId('your-words')).toHaveText(`${yours} of ${countWords(spokenText(edited))} words are yours.`);
    await expect(consent).toContainText('100MB');
    await expect(consent).toContainText('remove it any time from Documents');
    await consent.getByRole('button', { name: 'Add to my voice' }).click();

    const done = page.getByRole('alertdialog', { name: 'Added to your voice' });
    await expect(done).toContainText(`${topic} (version 2).txt is now one of your voice documents.`);
    const firstVoice = `Your voice is learned for the first time, from ${yours} words`;
    await expect(done.getByRole('list', { name: 'What changed in your voice' })).toHaveText(firstVoice);
    await done.getByRole('link', { name: 'See Your voice' }).click();

    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('list', { name: 'What changed after your script was added' })).toHaveText(firstVoice);
    const row = page.getByRole('listitem', { name: `${topic} (version 2).txt` });
    await expect(row.getByTestId('document-status')).toHaveText('Processed');
    await row.getByRole('button', { name: `Open ${topic} (version 2).txt` }).click();
    await expect(page.getByLabel(`Text of ${topic} (version 2).txt`)).toHaveText(`${mine[0]}\n\n${mine[1]}\n`);
  });
});
