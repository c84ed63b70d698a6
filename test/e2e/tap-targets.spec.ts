import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';
import { goOnAnyway, placeholderAsk } from './support/placeholders';
import { auditPage } from './support/target-audit';

const SRT_PATH = fileURLToPath(new URL('../fixtures/e2e/balcony-tomatoes.srt', import.meta.url));
const SCRIPT_URL = /\/script\/[0-9A-HJKMNP-TV-Z]{26}$/;

/** What a thumb reaches for on each page: these are at least 44 px high on a phone, the rest at least 24×24. */
const header = (page: Page) => page.getByRole('banner').first();

const generateScript = async (page: Page) => {
  await page.goto('/generate');
  await expect(page.getByTestId('credits-remaining')).toHaveText(/^\d+ script\(s\) remaining$/);
  await page.getByLabel('Topic/Subject').fill('Pruning tomatoes on a balcony');
  await page.getByLabel('Platform').selectOption({ label: 'YouTube' });
  await page.getByLabel('Duration').selectOption({ label: '1 minute' });
  await page.getByLabel('Tone').selectOption({ label: 'Educational' });
  await page.getByRole('button', { name: 'Generate Script' }).click();
  await expect(page).toHaveURL(SCRIPT_URL);
  await expect(page.getByRole('button', { name: 'Versions' })).toBeVisible();
  return new URL(page.url()).pathname;
};

const settle = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
};

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    test('every tap target on the main pages is at least 24×24 px, the main actions 44 px high, and no text is under 14 px', async ({ page, request }) => {
      test.setTimeout(120_000);
      const findings: string[] = [];

      await settle(page, '/');
      findings.push(...(await auditPage(page, '/', [page.getByRole('link', { name: 'Start Creating Free' }), page.getByRole('link', { name: 'View Pricing' }).last(), header(page).getByRole('link')])));
      await settle(page, '/login');
      findings.push(...(await auditPage(page, '/login', [page.getByRole('button', { name: 'Log In' }), header(page).getByRole('link')])));
      await page.getByLabel('Email').fill('nobody-here@example.com');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(toast(page)).toContainText('Login Failed');
      findings.push(...(await auditPage(page, 'a toast', [], '[data-sonner-toaster]')));

      const { email } = await createConfirmedAccount(request);
      await logIn(page, email);
      const scriptPath = await generateScript(page);
      await page.goto('/documents');
      await page.getByLabel('Choose File').setInputFiles(SRT_PATH);
      await expect(page.getByTestId('document-status')).toHaveText('Processed');

      const menu = header(page).getByRole('button', { name: 'Menu' });
      const pages: [string, ReturnType<Page['getByRole']>[]][] = [
        ['/dashboard', [menu, page.getByRole('link', { name: 'Buy More Credits' }), page.getByRole('link', { name: 'Manage your account' })]],
        ['/account', [menu, page.getByRole('button', { name: 'Change Password' }), page.getByRole('button', { name: 'Export My Data' }), page.getByRole('button', { name: 'Delete Account' })]],
        ['/generate', [menu, page.getByRole('button', { name: 'Generate Script' })]],
        ['/documents', [menu, page.getByRole('button', { name: 'Choose File' })]],
        ['/style-guide', [menu, page.getByRole('button', { name: 'Save Style Guide' })]],
        [scriptPath, [menu, page.getByRole('button', { name: 'Copy', exact: true }), page.getByRole('button', { name: 'Download', exact: true }), page.getByRole('link', { name: 'Generate Another Script' }), page.getByRole('group', { name: 'Script workshop' }).getByRole('button')]],
        ['/scripts', [menu]],
        ['/pricing', [menu, page.getByRole('button', { name: /^Purchase / })]],
      ];
      for (const [path, mainActions] of pages) {
        await settle(page, path);
        findings.push(...(await auditPage(page, path, mainActions)));
      }

      await settle(page, '/generate');
      const material = page.getByRole('button', { name: 'Add your material (optional)' });
      await material.click();
      await page.getByRole('button', { name: 'Paste text instead' }).click();
      findings.push(...(await auditPage(page, 'the material on /generate', [material, page.getByRole('button', { name: 'Read page' }), page.getByRole('button', { name: 'Add text' })])));

      await settle(page, '/dashboard');
      await menu.click();
      findings.push(...(await auditPage(page, 'the Menu panel', [header(page).getByRole('navigation').getByRole('link')], 'header')));
      await page.keyboard.press('Escape');

      await settle(page, scriptPath);
      await page.getByRole('button', { name: 'Versions' }).click();
      await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
      findings.push(...(await auditPage(page, 'the Versions dialog', [], '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rewrite', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await auditPage(page, 'the Rewrite dialog', [], '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // The offline draft has placeholders left, so the teleprompter asks first.
      await page.getByRole('button', { name: 'Teleprompter', exact: true }).click();
      await expect(placeholderAsk(page)).toBeVisible();
      findings.push(...(await auditPage(page, 'the placeholder ask', [placeholderAsk(page).getByRole('button')], '[role="alertdialog"]')));
      await goOnAnyway(page, 'Open teleprompter anyway');
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await auditPage(page, 'the Teleprompter', [], '[role="dialog"]')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      expect(findings).toEqual([]);
    });
  });
}
