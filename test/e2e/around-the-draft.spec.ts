import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { splitSections } from '../../lambdas/contracts/script-sections';
import { WORD, draftedWords, spokenText } from '../../lambdas/contracts/script-text';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { type JourneyMaterial, fillMaterial } from './support/material';
import { goOnAnyway } from './support/placeholders';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

const ORCHARD_MATERIAL: JourneyMaterial = {
  keyPoints: ['Plant bare-root trees while they are dormant', 'Stake young trees low so the trunk can flex', 'Mulch a wide ring but keep it off the trunk', 'Water deeply once a week in the first summer'],
  stories: 'The first apple tree I planted was staked so tightly that it snapped at the tie in the first big storm.',
  pasted: {
    title: 'Backyard orchard notes',
    text: 'Bare-root trees planted in winter settle their roots before spring growth begins. A stake set low lets the trunk sway and grow thicker. Mulch touching the bark keeps it wet and invites rot. Deep weekly watering sends roots down instead of along the surface.',
  },
};

const signedIn = async (page: Page, request: Parameters<typeof createConfirmedAccount>[0], context: BrowserContext, baseURL: string | undefined) => {
  const { email } = await createConfirmedAccount(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, email);
};

const fillForm = async (page: Page, topic: string) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
  await page.getByLabel('Topic/Subject').fill(topic);
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '5 minutes' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await fillMaterial(page, ORCHARD_MATERIAL);
};

/** The script's markdown as Copy Markdown puts it on the clipboard. */
const markdownOf = async (page: Page) => {
  await page.getByRole('button', { name: 'Copy Markdown' }).click();
  await goOnAnyway(page, 'Copy anyway');
  await expect(toast(page).filter({ hasText: 'Script copied to clipboard' })).toHaveCount(1);
  return page.evaluate(() => navigator.clipboard.readText());
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A SubRip file read as an editor's tool reads it; every cue checked on the way. */
const parseSrt = (srt: string) =>
  srt
    .trim()
    .split(/\n\n+/)
    .map((block, index) => {
      const [number, times, ...lines] = block.split('\n');
      expect(Number(number), block).toBe(index + 1);
      const match = /^(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})$/.exec(times ?? '');
      expect(match, block).not.toBeNull();
      const [h1, m1, s1, f1, h2, m2, s2, f2] = match!.slice(1).map(Number) as [number, number, number, number, number, number, number, number];
      expect(lines.length, block).toBeGreaterThanOrEqual(1);
      expect(lines.length, block).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(42);
      return { startMs: ((h1 * 60 + m1) * 60 + s1) * 1000 + f1, endMs: ((h2 * 60 + m2) * 60 + s2) * 1000 + f2, text: lines.join(' ') };
    });

test.describe('before and around the draft', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('on a phone: review the outline for free → delete a section, move a key point, rename one → write it for 1 credit → the script follows the edited outline within ±10%', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, request, context, baseURL);
    await fillForm(page, 'Planting a backyard orchard');

    await page.getByRole('button', { name: 'Review the outline first' }).click();
    const outline = page.getByRole('region', { name: 'Your outline' });
    const sections = outline.getByRole('list', { name: 'Outline sections' });
    await expect(sections).toBeVisible();
    await expect(sections.getByRole('textbox')).toHaveCount(8);
    await expect(outline.getByTestId('outline-section-timing').first()).toHaveText(/^0:00–0:\d\d · \d+ words$/);
    // Reviewing is free.
    await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
    expect(await noSidewaysScroll(page)).toBe(true);

    // Delete the last main section: its key points go to the one before it.
    const placed = () => sections.getByRole('list', { name: /^Key points in / }).getByRole('listitem').locator('span > span').allInnerTexts();
    const placedBefore = await placed();
    expect(placedBefore.map(oneLine).sort()).toEqual([...ORCHARD_MATERIAL.keyPoints].sort());
    await outline.getByRole('button', { name: 'Delete Section 4' }).click();
    await expect(sections.getByRole('textbox')).toHaveCount(7);
    await expect(sections.getByRole('listitem', { name: 'Section 4', exact: true })).toHaveCount(0);
    const placedAfter = await placed();
    expect(placedAfter.map(oneLine).sort()).toEqual(placedBefore.map(oneLine).sort());

    // Move Section 2's first key point to Section 1, with the select (the same for a thumb and a keyboard).
    const moved = oneLine(await sections.getByRole('list', { name: 'Key points in Section 2' }).getByRole('listitem').first().locator('span > span').innerText());
    await outline.getByLabel(`Move “${moved}” to`).selectOption({ label: 'Move to Section 1' });
    await expect(sections.getByRole('list', { name: 'Key points in Section 1' })).toContainText(moved);
    await expect(sections.getByRole('listitem', { name: 'Section 2', exact: true }).getByRole('list', { name: /^Key points in / })).toHaveCount(0);

    // Rename Section 1 and move Section 3 up: the buttons work without dragging.
    await sections.getByRole('listitem', { name: 'Section 1', exact: true }).getByRole('textbox').fill('Before you plant');
    const moveUp = outline.getByRole('button', { name: 'Move Section 3 up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(moveUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(moveUp).toBeFocused();
    // And back down with a tap.
    await outline.getByRole('button', { name: 'Move Section 3 down' }).click();
    const headings = await sections.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(headings).toEqual(['Hook', 'Intro', 'Before you plant', 'Section 3', 'Section 2', 'Interaction Reminder', 'Outro']);
    const budget = Number(/^(\d+) words/.exec(await outline.getByTestId('outline-total').innerText())![1]);
    expect(budget).toBe(750);
    expect(await noSidewaysScroll(page)).toBe(true);

    await outline.getByRole('button', { name: 'Write this outline' }).click();
    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 30_000 });
    await expect(toast(page)).toContainText('Script Generated!');
    const markdown = await markdownOf(page);
    const written = splitSections(markdown).sections;
    expect(written.map((section) => section.title)).toEqual(headings);
    expect(written.find((section) => section.title === 'Before you plant')!.body).toContain(moved);
    expect(Math.abs(draftedWords(markdown) - budget) / budget).toBeLessThanOrEqual(0.1);

    await page.goto('/generate');
    await expect(page.getByTestId('credits-remaining')).toHaveText('2 script(s) remaining');
  });

  test('on a phone: pick the second hook and see it in the script → copy a title → the description’s chapters are the section times → the .srt has every spoken word once, in order, within 10% of the estimate', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page, request, context, baseURL);
    await fillForm(page, 'Planting a backyard orchard');
    await page.getByRole('button', { name: 'Generate Script' }).click();
    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 30_000 });

    const hooks = page.getByRole('region', { name: 'Hooks' });
    await expect(hooks.getByRole('listitem')).toHaveCount(3);
    await expect(hooks.getByRole('listitem').first()).toContainText('In your script');
    const second = hooks.getByRole('listitem', { name: 'Hook 2: a bold claim' });
    const secondText = oneLine(await second.locator('p').last().innerText());
    await second.getByRole('button', { name: 'Use hook 2' }).click();
    await expect(toast(page).filter({ hasText: 'Hook changed' })).toHaveCount(1);
    await expect(second).toContainText('In your script');
    await expect(hooks.getByRole('listitem').first().getByRole('button', { name: 'Use hook 1' })).toBeVisible();
    const markdown = await markdownOf(page);
    expect(oneLine(splitSections(markdown).sections[0]!.body)).toBe(secondText);
    await expect(page.getByRole('button', { name: 'Versions' })).toHaveAccessibleDescription('2 versions');
    expect(await noSidewaysScroll(page)).toBe(true);

    const post = page.getByRole('region', { name: 'Titles and description' });
    const titles = post.getByRole('list', { name: 'Title options' }).getByRole('listitem');
    await expect(titles).toHaveCount(5);
    await post.getByRole('button', { name: 'Copy title 1' }).click();
    await expect(toast(page).filter({ hasText: 'Title 1 copied to clipboard' })).toHaveCount(1);
    const title = await page.evaluate(() => navigator.clipboard.readText());
    expect(title.length).toBeLessThanOrEqual(60);
    await expect(titles.first()).toContainText(title);

    const description = await post.getByTestId('post-description').innerText();
    const chapters = description.split('Chapters:\n')[1]!.trim().split('\n');
    const timed = markdown.split('\n').flatMap((line) => {
      const match = /^## (.*?) \[(\d+:\d\d)–\d+:\d\d\]$/.exec(line);
      return match ? [`${match[2]} ${match[1]}`] : [];
    });
    expect(timed).toHaveLength(splitSections(markdown).sections.length);
    expect(chapters).toEqual(timed);
    expect(chapters[0]).toBe('0:00 Hook');

    const captions = page.getByRole('region', { name: 'Caption file' });
    const rate = Number(/timed at (\d+) words per minute/.exec(await captions.innerText())![1]);
    const downloading = page.waitForEvent('download');
    await captions.getByRole('button', { name: 'Download .srt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^planting-a-backyard-orchard-\d{4}-\d{2}-\d{2}\.srt$/);
    const cues = parseSrt(await readFile((await download.path())!, 'utf8'));
    cues.forEach((cue, i) => {
      expect(cue.endMs).toBeGreaterThan(cue.startMs);
      if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    });
    const spoken = spokenText(markdown).match(WORD) ?? [];
    expect(cues.flatMap((cue) => cue.text.match(WORD) ?? [])).toEqual(spoken);
    const estimateMs = (spoken.length * 60_000) / rate;
    expect(Math.abs(cues.at(-1)!.endMs - estimateMs)).toBeLessThanOrEqual(estimateMs * 0.1);
    await expect(page.getByTestId('script-length')).toContainText(`${spoken.length} words`);
  });
});
