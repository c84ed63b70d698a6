import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, uniqueEmail } from './support/accounts';
import { goOnAnyway } from './support/placeholders';

const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

/** Every key of local and session storage this page's origin holds now. */
const storedKeys = (page: Page) => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);

/** The keys the Cookie Policy's table lists, as the reader sees them: a trailing '…' stands for any ending. */
const listedKeys = async (page: Page) => {
  await page.goto('/cookie-policy');
  const shown = page.getByRole('table').locator('tbody code');
  // Read once the table is whole: while the prerendered page hydrates on a loaded machine, a read can find no rows.
  let listed: string[] = [];
  await expect.poll(async () => (listed = await shown.allTextContents())).toContain('scriptvoice.pendingSignUp');
  return (key: string) => listed.some((shown) => (shown.endsWith('…') ? key.startsWith(shown.slice(0, -1)) : key === shown));
};

test('the browser holds only what the Cookie Policy lists, through sign-up, sign-in, the teleprompter and an unsaved edit, and no cookie at all', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  const isListed = await listedKeys(page);
  const seen = new Set<string>();
  const record = async () => (await storedKeys(page)).forEach((key) => seen.add(key));

  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('storage'));
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/confirm-email/);
  await record();

  const { email } = await createConfirmedAccount(request);
  await logIn(page, email);
  await record();

  await page.goto('/generate');
  // A click before the credits are known is refused ('Insufficient Credits'), as the spec says.
  await expect(page.getByTestId('credits-remaining')).toHaveText('3 script(s) remaining');
  await page.getByLabel('Topic/Subject').fill('Watering balcony herbs');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '30 seconds' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByTestId('script-body')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Teleprompter' }).click();
  await goOnAnyway(page, 'Open teleprompter anyway');
  const prompter = page.getByRole('dialog', { name: 'Teleprompter' });
  await expect(prompter).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await prompter.getByRole('button', { name: 'Larger text' }).click();
  await prompter.getByRole('button', { name: 'Close' }).click();
  await record();

  // The save never answers, so the edit stays in this tab's storage as an unsaved draft.
  await page.route('**/api/scripts/*', (route) => (route.request().method() === 'PUT' ? new Promise(() => undefined) : route.continue()));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Script (markdown)').press('End');
  await page.getByLabel('Script (markdown)').pressSequentially(' An unsaved thought.');
  await expect.poll(async () => (await storedKeys(page)).some((key) => key.startsWith('scriptvoice:script-draft:'))).toBe(true);
  await record();

  // What the policy names was really exercised: the sign-in tokens, the sign-up address, the speed, the text size and the draft.
  expect([...seen].some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.refreshToken'))).toBe(true);
  expect(seen).toContain('scriptvoice.pendingSignUp');
  expect([...seen].some((key) => key.startsWith('scriptvoice:teleprompter-wpm:'))).toBe(true);
  expect(seen).toContain('scriptvoice:teleprompter-text-size');
  expect([...seen].filter((key) => !isListed(key)), 'stored keys the Cookie Policy does not list').toEqual([]);
  expect(await context.cookies(), 'cookies set on ScriptVoice').toEqual([]);
});
