import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { placeholderAsk } from './support/placeholders';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

/** The accessible name of what has focus, read the way the journeys name things (aria-label, else the text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const labelled = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    return (labelled ?? element.innerText ?? '').replace(/\s+/g, ' ').trim();
  });

/** Tabs `count` times and says what each press focused. */
const tabThrough = async (page: Page, count: number) => {
  const names: string[] = [];
  for (let press = 0; press < count; press++) {
    await page.keyboard.press('Tab');
    names.push(await focusedName(page));
  }
  return names;
};

/**
 * Tabs until `target` has focus, as a keyboard user would reach it: at most 120 presses, enough to go round the script
 * page once (its sections' buttons, hooks, titles, post and caption downloads, the footer and the header).
 */
const tabTo = async (page: Page, target: Locator) => {
  for (let press = 0; press < 120; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
};

/** The page opens with the skip link first; following it puts focus on the main content. */
const skipToMain = async (page: Page) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
};

/** Opens a dialog from the focused `opener` with Enter, checks focus went into it, closes it with Escape and checks focus came back. */
const openAndEscape = async (page: Page, opener: Locator, dialog: Locator) => {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
};

test('a keyboard user skips to the form on /generate, tabs through it in order and generates a script', async ({ page, request }) => {
  const { email } = await createConfirmedAccount(request);
  await logIn(page, email);
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');

  await skipToMain(page);
  expect(await tabThrough(page, 9)).toEqual([
    'Dashboard',
    'Upload a document',
    'Topic/Subject',
    'Additional Details (Optional)',
    'Platform',
    'Duration',
    'Tone',
    'Add your material (optional)',
    'Generate Script',
  ]);

  for (let press = 0; press < 6; press++) await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Topic/Subject')).toBeFocused();
  await page.keyboard.type('Mulching a balcony garden');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.keyboard.press('Tab');
  await page.getByLabel('Duration').selectOption({ label: '1 minute' });
  await page.keyboard.press('Tab');
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add your material (optional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Generate Script' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(SCRIPT_URL);
});

test('on /script/{id} a keyboard user skips to the script, tabs through its actions, and every dialog gives focus back to its button', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email } = await createConfirmedAccount(request);
  await logIn(page, email);
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
  await page.getByLabel('Topic/Subject').fill('Mulching a balcony garden');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '1 minute' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Versions' })).toBeVisible();

  await skipToMain(page);
  const order = await tabThrough(page, 12);
  // The script's menu (rename, duplicate, delete) sits beside its title, then the actions under it.
  expect(order.slice(0, 11)).toEqual(['More', 'Copy', 'Download', 'Generate Another Script', 'Copy Markdown', 'Download Markdown', 'Edit', 'Rewrite', 'Versions', 'Teleprompter', 'Add to my voice']);
  expect(order[11]).toMatch(/^Edit section /);

  await openAndEscape(page, page.getByRole('button', { name: 'Versions' }), page.getByRole('dialog', { name: 'Versions' }));
  // With placeholders left (an offline draft always has some) the teleprompter asks first; its way on is a key away.
  const teleprompter = page.getByRole('button', { name: 'Teleprompter' });
  await openAndEscape(page, teleprompter, placeholderAsk(page));
  await tabTo(page, teleprompter);
  await page.keyboard.press('Enter');
  await tabTo(page, placeholderAsk(page).getByRole('button', { name: 'Open teleprompter anyway' }));
  await page.keyboard.press('Enter');
  const prompter = page.getByRole('dialog', { name: 'Teleprompter' });
  await expect(prompter).toBeVisible();
  await expect.poll(() => prompter.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(prompter).toBeHidden();
  await expect(teleprompter).toBeFocused();
  await openAndEscape(page, page.getByRole('button', { name: 'Add to my voice' }), page.getByRole('alertdialog'));
  await openAndEscape(page, page.getByRole('button', { name: 'Rewrite', exact: true }), page.getByRole('dialog'));
  await openAndEscape(page, page.getByRole('button', { name: /^Rewrite section / }).first(), page.getByRole('dialog'));

  // An edit by keyboard makes a second version, so Versions has one to view and one to restore.
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Script (markdown)')).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\nOne more line, typed by keyboard.');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await tabTo(page, page.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();

  const versionsButton = page.getByRole('button', { name: 'Versions' });
  await tabTo(page, versionsButton);
  await page.keyboard.press('Enter');
  // The dialog's title names what it shows (Versions, then Version 1), so it is found by its role alone.
  const versions = page.getByRole('dialog');
  const view = versions.getByRole('button', { name: 'View version 1' });
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expect(versions.getByTestId('version-text')).toBeVisible();
  await expect(versions.getByRole('button', { name: 'All versions' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(view).toBeFocused();

  const restore = versions.getByRole('button', { name: 'Restore version 1' });
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Restore version 1?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(restore).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();
  await expect(versionsButton).toBeFocused();

  // Restoring closes both dialogs at once: focus goes back to Versions, the button the first one was opened from.
  await page.keyboard.press('Enter');
  await tabTo(page, restore);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Restore', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page).filter({ hasText: 'Version restored' })).toHaveCount(1);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(versionsButton).toBeFocused();
});
