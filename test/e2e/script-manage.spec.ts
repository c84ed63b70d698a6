import type { Page } from '@playwright/test';
import type { Script } from '../../lambdas/contracts/scripts';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { seedScripts } from './support/seed-scripts';

/** Three scripts, oldest first; only the middle one's text says "quinoa", and no topic does. */
const LIBRARY: Partial<Script>[] = [{ topic: 'Balcony herbs' }, { topic: 'Autumn soups' }, { topic: 'Seed swaps' }];
const bodyOf = (script: Script) =>
  `# ${script.topic}\n\n## Hook\n\n${script.topic === 'Autumn soups' ? 'Toast the quinoa before it goes in the pot.' : 'Hello and welcome back to the garden.'}\n`;

const scriptLinks = (page: Page) => page.getByRole('list', { name: 'Your scripts' }).getByRole('link');
const rowMenu = (page: Page, topic: string) => page.getByRole('button', { name: `Actions for ${topic}`, exact: true });

const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
};

const signedInWithLibrary = async (page: Page, request: Parameters<typeof createConfirmedAccount>[0]) => {
  const { email, userId } = await createConfirmedAccount(request);
  const seeded = await seedScripts(userId, LIBRARY, { bodyOf });
  await logIn(page, email);
  return seeded;
};

test.describe('the library: rename, duplicate and delete', () => {
  test('Scripts in the navigation → search finds a word only in a script’s text → rename, duplicate and delete from the row menu', async ({ page, request, consoleErrors }) => {
    await signedInWithLibrary(page, request);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scripts' }).click();
    await expect(page).toHaveURL(/\/scripts$/);
    await expect(scriptLinks(page)).toHaveText([/Seed swaps/, /Autumn soups/, /Balcony herbs/]);

    await page.getByRole('searchbox', { name: 'Search topics and text' }).fill('QUINOA');
    await expect(scriptLinks(page)).toHaveText([/Autumn soups/]);
    await page.getByRole('searchbox', { name: 'Search topics and text' }).fill('');
    await expect(scriptLinks(page)).toHaveCount(3);

    await rowMenu(page, 'Balcony herbs').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename script' });
    await expect(rename.getByLabel('Topic')).toHaveValue('Balcony herbs');
    await rename.getByLabel('Topic').fill('   ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename.getByText('Topic is required')).toBeVisible();
    await rename.getByLabel('Topic').fill('Windowsill herbs');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toHaveCount(0);
    await expect(toast(page).filter({ hasText: 'Script renamed' })).toContainText('It is now called “Windowsill herbs”');
    await expect(scriptLinks(page)).toHaveText([/Seed swaps/, /Autumn soups/, /Windowsill herbs/]);

    await rowMenu(page, 'Autumn soups').click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(toast(page).filter({ hasText: 'Script duplicated' })).toContainText('“Copy of Autumn soups” has been created');
    await expect(scriptLinks(page)).toHaveText([/Copy of Autumn soups/, /Seed swaps/, /Autumn soups/, /Windowsill herbs/]);
    // The copy has the text too: search finds both.
    await page.getByRole('searchbox', { name: 'Search topics and text' }).fill('quinoa');
    await expect(scriptLinks(page)).toHaveText([/Copy of Autumn soups/, /Autumn soups/]);

    await rowMenu(page, 'Copy of Autumn soups').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Copy of Autumn soups?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(scriptLinks(page)).toHaveCount(2);
    await rowMenu(page, 'Copy of Autumn soups').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Script deleted' })).toContainText('“Copy of Autumn soups” has been removed');
    await expect(scriptLinks(page)).toHaveText([/Autumn soups/]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('link', { name: /Windowsill herbs/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Copy of Autumn soups/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('from the script page: rename (the title follows), duplicate (opens the copy), delete (back to the library, dashboard updated)', async ({ page, request, consoleErrors }) => {
    const seeded = await signedInWithLibrary(page, request);
    await page.goto(`/script/${seeded[2]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seed swaps');

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog', { name: 'Rename script' }).getByLabel('Topic').fill('Seed swaps in spring');
    await page.keyboard.press('Enter');
    await expect(toast(page).filter({ hasText: 'Script renamed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seed swaps in spring');
    await expect(page).toHaveTitle('Seed swaps in spring | ScriptVoice');

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copy of Seed swaps in spring');
    await expect(page).not.toHaveURL(new RegExp(seeded[2]!.id));
    await expect(page.getByText('Hello and welcome back to the garden.')).toBeVisible();

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Copy of Seed swaps in spring?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/scripts$/);
    await expect(toast(page).filter({ hasText: 'Script deleted' })).toBeVisible();
    await expect(scriptLinks(page)).toHaveText([/Seed swaps in spring/, /Autumn soups/, /Balcony herbs/]);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Seed swaps in spring/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Copy of/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed rename or delete shows a destructive toast and loses nothing: the typed name stays, the script stays', async ({ page, request }) => {
    await signedInWithLibrary(page, request);
    await page.goto('/scripts');
    await page.route('**/api/scripts/*', (route) =>
      ['PATCH', 'DELETE'].includes(route.request().method())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }) })
        : route.fallback(),
    );

    await rowMenu(page, 'Seed swaps').click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename script' });
    await rename.getByLabel('Topic').fill('A name worth keeping');
    await rename.getByRole('button', { name: 'Save' }).click();
    const failed = toast(page).filter({ hasText: 'Rename failed' });
    await expect(failed).toContainText('Failed to rename script');
    await expect(failed).toHaveAttribute('data-type', 'error');
    await expect(rename.getByLabel('Topic')).toHaveValue('A name worth keeping');
    await rename.getByRole('button', { name: 'Cancel' }).click();

    await rowMenu(page, 'Seed swaps').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Seed swaps?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Delete failed' })).toContainText('Failed to delete script');
    await expect(scriptLinks(page)).toHaveText([/Seed swaps/, /Autumn soups/, /Balcony herbs/]);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('Scripts from the Menu → search a word of the text → rename, duplicate and delete from the row menu and the script page', async ({ page, request, consoleErrors }) => {
    await signedInWithLibrary(page, request);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('link', { name: 'Scripts', exact: true }).tap();
    await expect(page).toHaveURL(/\/scripts$/);
    await expectNoSidewaysScroll(page);

    await page.getByRole('searchbox', { name: 'Search topics and text' }).fill('quinoa');
    await expect(scriptLinks(page)).toHaveText([/Autumn soups/]);

    await rowMenu(page, 'Autumn soups').tap();
    await page.getByRole('menuitem', { name: 'Rename' }).tap();
    const rename = page.getByRole('dialog', { name: 'Rename script' });
    await rename.getByLabel('Topic').fill('Soups for cold nights');
    await rename.getByRole('button', { name: 'Save' }).tap();
    await expect(toast(page).filter({ hasText: 'Script renamed' })).toBeVisible();
    await expect(scriptLinks(page)).toHaveText([/Soups for cold nights/]);

    await rowMenu(page, 'Soups for cold nights').tap();
    await page.getByRole('menuitem', { name: 'Duplicate' }).tap();
    await expect(scriptLinks(page)).toHaveText([/Copy of Soups for cold nights/, /Soups for cold nights/]);
    await expectNoSidewaysScroll(page);

    await rowMenu(page, 'Copy of Soups for cold nights').tap();
    await page.getByRole('menuitem', { name: 'Delete' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Copy of Soups for cold nights?' });
    const box = (await confirm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await expect(toast(page).filter({ hasText: 'Script deleted' })).toBeVisible();
    await expect(scriptLinks(page)).toHaveText([/Soups for cold nights/]);

    await scriptLinks(page).first().tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soups for cold nights');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'More' }).tap();
    await page.getByRole('menuitem', { name: 'Delete' }).tap();
    await page.getByRole('alertdialog', { name: 'Delete Soups for cold nights?' }).getByRole('button', { name: 'Delete' }).tap();
    await expect(page).toHaveURL(/\/scripts$/);
    await expect(toast(page).filter({ hasText: 'Script deleted' })).toBeVisible();
    await page.goto('/scripts');
    await expect(scriptLinks(page)).toHaveText([/Seed swaps/, /Balcony herbs/]);
    expect(consoleErrors).toEqual([]);
  });
});
