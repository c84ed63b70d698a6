import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const LEAVE_MESSAGE = 'You have unsaved changes to your style guide. Leave without saving them?';

test('leaving the style guide with unsaved changes warns: a link asks first, closing the tab asks the browser; saved, nothing asks', async ({ page, request }) => {
  const { email } = await createConfirmedAccount(request);
  await logIn(page, email);
  await page.goto('/style-guide');
  const intro = page.getByLabel('Intro Template');
  await intro.fill("G'day, it's Sam from the Balcony Garden.");

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => asked).toEqual([`confirm: ${LEAVE_MESSAGE}`]);
  await expect(page).toHaveURL(/\/style-guide$/);
  await expect(intro).toHaveValue("G'day, it's Sam from the Balcony Garden.");

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual([`confirm: ${LEAVE_MESSAGE}`, 'beforeunload']);
  expect(page.isClosed()).toBe(false);

  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(3);

  await page.goto('/style-guide');
  await intro.fill('Hello again.');
  await page.getByRole('button', { name: 'Save Style Guide' }).click();
  await expect(toast(page).filter({ hasText: 'Style Guide Saved' })).toHaveCount(1);
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toHaveLength(3);
});
