import type { BrowserContext, Locator, Page } from '@playwright/test';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { spokenText } from '../../lambdas/contracts/script-text';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { TRAVEL_MATERIAL, fillMaterial } from './support/material';
import { goOnAnyway, placeholderAsk } from './support/placeholders';
import { auditPage } from './support/target-audit';

const SCRIPT_URL = /\/script\/([0-9A-HJKMNP-TV-Z]{26})$/;

const signedIn = async (page: Page, request: Parameters<typeof createConfirmedAccount>[0], context: BrowserContext, baseURL?: string) => {
  const { email } = await createConfirmedAccount(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, email);
};

/** A script from the travel material: the offline writer has lines of it left over to offer for a passage. */
const generate = async (page: Page, topic: string, duration: string) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: duration });
  await page.getByLabel('Tone').selectOption({ label: 'Conversational' });
  await fillMaterial(page, TRAVEL_MATERIAL);
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic);
  await expect(page.getByRole('button', { name: 'Rewrite', exact: true })).toBeVisible();
};

/** The stored script's markdown, as Copy Markdown puts it on the clipboard (going past the placeholder ask if any). */
const stored = async (page: Page) => {
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy Markdown' }).click();
  const ask = placeholderAsk(page);
  await expect.poll(async () => (await ask.isVisible()) || (await clipboard()) !== '').toBe(true);
  if (await ask.isVisible()) await goOnAnyway(page, 'Copy anyway');
  let markdown = '';
  await expect.poll(async () => (markdown = await clipboard())).not.toBe('');
  return markdown;
};

/**
 * Plain spoken sentences of the script's sections (no markup, said once in the whole script), in order: what a
 * creator would select to rewrite.
 */
const plainSentences = (markdown: string) =>
  splitSections(markdown)
    .sections.flatMap((section) => section.body.split('\n'))
    .filter((line) => /^[A-Z]/.test(line) && !/^On screen/i.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => /^[A-Z][A-Za-z ,'’-]+[.!?]$/.test(sentence) && sentence.split(' ').length >= 6)
    .filter((sentence) => markdown.indexOf(sentence) === markdown.lastIndexOf(sentence) && spokenText(markdown).includes(sentence));

/** The stored markdown with the timing marks and the note's word count blanked: what every new version recomputes. */
const unmarked = (markdown: string) => markdown.replace(/\[\d+:\d\d–\d+:\d\d\]/g, '[]').replace(/about \d+ words/, 'about N words');

/** Drags the mouse across `words` in the script body, as a reader selects them. */
const dragAcross = async (page: Page, words: string) => {
  const box = await page.getByTestId('script-body').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(wanted);
      if (at < 0) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, at + wanted.length - 1);
      range.setEnd(node, at + wanted.length);
      const last = range.getBoundingClientRect();
      return { from: { x: first.left + 1, y: first.top + first.height / 2 }, to: { x: last.right - 1, y: last.top + last.height / 2 } };
    }
    throw new Error(`“${wanted}” is not in one text node of the page`);
  }, words);
  await page.mouse.move(box.from.x, box.from.y);
  await page.mouse.down();
  await page.mouse.move(box.to.x, box.to.y, { steps: 8 });
  await page.mouse.up();
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(words);
};

/** Selects `words` in the script body as a phone's long-press and handles leave them (touch cannot drag-select). */
const selectByTouch = async (page: Page, words: string) => {
  await page.getByTestId('script-body').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(wanted);
      if (at < 0) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      document.getSelection()!.setBaseAndExtent(node, at, node, at + wanted.length);
      return;
    }
    throw new Error(`“${wanted}” is not in one text node of the page`);
  }, words);
};

const versionsButton = (page: Page) => page.getByRole('button', { name: 'Versions', exact: true });

const rewriteSelection = async (page: Page, instruction?: string) => {
  const bar = page.getByRole('region', { name: 'Selected words' });
  await expect(bar.getByRole('button', { name: 'Rewrite selection' })).toBeInViewport();
  await bar.getByRole('button', { name: 'Rewrite selection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite the selection' });
  await expect(dialog).toBeVisible();
  if (instruction) await dialog.getByLabel('Instruction (optional)').fill(instruction);
  return dialog;
};

const textOf = async (panel: Locator) => (await panel.textContent()) ?? '';

/** `before` with the passage `original` (said once) replaced by `replacement`: what Accept stores, times aside. */
const replaced = (before: string, original: string, replacement: string) => {
  const start = before.indexOf(original);
  return before.slice(0, start) + replacement + before.slice(start + original.length);
};

/** Every section's words as in `expected`, byte for byte; only the headings' timing marks and the note may differ. */
const expectSameButTimes = (after: string, expected: string) => {
  const [a, e] = [splitSections(after), splitSections(expected)];
  expect(a.sections.map((section) => section.body)).toEqual(e.sections.map((section) => section.body));
  expect(unmarked(after)).toBe(unmarked(expected));
};

test.describe('rewrite a selection', () => {
  test('select a sentence → Rewrite "punchier" → preview → Discard leaves it; again → Accept changes only that sentence (a new version); 3 alternatives → accept the second', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page, request, context, baseURL);
    await generate(page, 'Slow travel on a small budget', '1 minute');
    const before = await stored(page);
    const sentence = plainSentences(before)[1] ?? plainSentences(before)[0]!;
    await expect(versionsButton(page)).toHaveAccessibleDescription('1 version');

    await dragAcross(page, sentence);
    let dialog = await rewriteSelection(page, 'punchier');
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    await expect(dialog.getByTestId('rewrite-original')).toHaveText(sentence);
    await expect(dialog.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    // Offline there is no model to rephrase: the preview says what it offers instead, a line of the creator's material.
    await expect(dialog).toContainText('No language model is set up, so this is not a rephrasing');
    const discarded = await textOf(dialog.getByTestId('rewrite-preview'));
    expect(discarded.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('script-body')).toContainText(sentence);
    await expect(versionsButton(page)).toHaveAccessibleDescription('1 version');
    expect(await stored(page)).toBe(before);

    await dragAcross(page, sentence);
    dialog = await rewriteSelection(page, 'punchier');
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    const preview = dialog.getByTestId('rewrite-preview');
    await expect(dialog.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    const accepted = await textOf(preview);
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Rewritten' })).toContainText('The passage was rewritten. Versions keeps the one before.');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('script-body')).toContainText(accepted);
    await expect(page.getByTestId('script-body')).not.toContainText(sentence);
    await expect(versionsButton(page)).toHaveAccessibleDescription('2 versions');
    const afterAccept = await stored(page);
    expectSameButTimes(afterAccept, replaced(before, sentence, accepted));

    // Three takes of another sentence, in one request; the second is the one kept.
    const other = plainSentences(afterAccept).find((candidate) => candidate !== accepted && !accepted.includes(candidate))!;
    await dragAcross(page, other);
    dialog = await rewriteSelection(page);
    await dialog.getByRole('button', { name: '3 alternatives' }).click();
    await expect(dialog.getByRole('button', { name: 'Accept alternative 2' })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('alternatives: accept one to put it in place of the original.');
    const second = await textOf(dialog.getByTestId('rewrite-alternative-2'));
    expect(second).not.toBe(await textOf(dialog.getByTestId('rewrite-alternative-1')));
    await dialog.getByRole('button', { name: 'Accept alternative 2' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('script-body')).toContainText(second);
    await expect(versionsButton(page)).toHaveAccessibleDescription('3 versions');
    expectSameButTimes(await stored(page), replaced(afterAccept, other, second));
  });

  test('Stop while a rewrite streams: it stops at once, says nothing was changed, and makes no version', async ({ page, request, context, baseURL }) => {
    test.setTimeout(90_000);
    await signedIn(page, request, context, baseURL);
    await generate(page, 'Slow travel through the south of France', '10+ minutes');
    const before = await stored(page);

    await page.getByRole('button', { name: 'Rewrite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rewrite the whole script' });
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    const preview = dialog.getByTestId('rewrite-preview');
    await expect(preview).not.toBeEmpty();
    // The server is told to stop the writer: closing the stream alone would leave it writing.
    const stopped = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/scripts\/[^/]+\/rewrite\/[^/]+\/stop$/.test(response.url()));
    await dialog.getByRole('button', { name: 'Stop' }).click();
    expect((await stopped).status()).toBe(204);
    await expect(dialog.getByRole('status')).toHaveText('Stopped. Nothing was changed.');
    const shown = await textOf(preview);
    expect(spokenText(shown).split(/\s+/).length).toBeLessThan(spokenText(before).split(/\s+/).length);
    await expect(dialog.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    // Nothing more arrives once stopped.
    await page.waitForTimeout(1_500);
    expect(await textOf(preview)).toBe(shown);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(versionsButton(page)).toHaveAccessibleDescription('1 version');
    expect(await stored(page)).toBe(before);
  });

  test('in the editor: select a sentence of the markdown by keyboard → Rewrite selection → Accept → the editor holds the new text, saved, and only that sentence changed', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page, request, context, baseURL);
    await generate(page, 'Slow travel with a paper map', '1 minute');
    const before = await stored(page);
    const sentence = plainSentences(before)[2] ?? plainSentences(before)[0]!;

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByLabel('Script (markdown)');
    await expect(page.getByRole('button', { name: 'Rewrite selection' })).toHaveCount(0);
    await editor.evaluate((element: HTMLTextAreaElement, wanted) => {
      const at = element.value.indexOf(wanted);
      element.setSelectionRange(at, at);
    }, sentence);
    await page.keyboard.down('Shift');
    for (let step = 0; step < sentence.length; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Shift');

    const dialog = await rewriteSelection(page);
    await dialog.getByRole('button', { name: 'Rewrite', exact: true }).click();
    await expect(dialog.getByTestId('rewrite-original')).toHaveText(sentence);
    await expect(dialog.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    const accepted = await textOf(dialog.getByTestId('rewrite-preview'));
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(editor).toHaveValue(new RegExp(accepted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await editor.inputValue()).not.toContain(sentence);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(versionsButton(page)).toHaveAccessibleDescription('2 versions');
    expectSameButTimes(await stored(page), replaced(before, sentence, accepted));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('select a sentence → the Rewrite selection button shows on screen, 44 px high → tap → the preview sits below the original, no sideways scroll, no small targets → Accept changes only that sentence', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await signedIn(page, request, context, baseURL);
      await generate(page, 'Slow travel by train', '1 minute');
      const before = await stored(page);
      const sentence = plainSentences(before)[1] ?? plainSentences(before)[0]!;

      await selectByTouch(page, sentence);
      const button = page.getByRole('region', { name: 'Selected words' }).getByRole('button', { name: 'Rewrite selection' });
      await expect(button).toBeInViewport();
      expect(await auditPage(page, 'the selection bar', [button], '[aria-label="Selected words"]')).toEqual([]);
      await button.tap();
      const dialog = page.getByRole('dialog', { name: 'Rewrite the selection' });
      await dialog.getByRole('button', { name: 'Shorter' }).tap();
      await dialog.getByRole('button', { name: 'Rewrite', exact: true }).tap();
      const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
      await expect(accept).toBeVisible();
      const original = (await dialog.getByTestId('rewrite-original').boundingBox())!;
      const preview = (await dialog.getByTestId('rewrite-preview').boundingBox())!;
      expect(preview.y).toBeGreaterThan(original.y + original.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await auditPage(page, 'the rewrite preview', [accept, dialog.getByRole('button', { name: 'Discard' })], '[role="dialog"]')).toEqual([]);
      const accepted = await textOf(dialog.getByTestId('rewrite-preview'));
      await accept.tap();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('script-body')).toContainText(accepted);
      expectSameButTimes(await stored(page), replaced(before, sentence, accepted));
    });
  });
});
