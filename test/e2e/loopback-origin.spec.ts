import { expect, test } from './fixtures';
import { PASSWORD, createConfirmedAccount, latestMailTo, uniqueEmail } from './support/accounts';

// The app opened at 127.0.0.1 instead of localhost (issue 16): links, redirects and CORS follow the origin in use.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;

test('a sign-up at 127.0.0.1 mails a confirmation link to 127.0.0.1, the origin where the user is signed in', async ({ page, request }) => {
  const email = uniqueEmail('loopback');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/confirm-email`);
  const mail = await latestMailTo(request, email);
  const link = mail.links.find((href) => href.includes('/confirm-email?'))!;
  expect(new URL(link).origin).toBe(ORIGIN);
});

test('Google at 127.0.0.1 goes through the local stand-in and comes back to 127.0.0.1 signed in', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(ORIGIN);
  await page.getByLabel('Google account email').fill(uniqueEmail('loopback-google'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  await expect(page.getByTestId('credits-total')).toHaveText('3');
});

test.describe('opened at 127.0.0.1, signed in', () => {
  // Sign-in, the journey and its page loads: leave room for a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  });

  test('a purchase returns to 127.0.0.1 signed in, and the credits arrive', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Purchase Starter' }).click();
    await expect(page).toHaveURL(/\/_local\/checkout\/cs_test_\w+$/);
    expect(new URL(page.url()).origin).toBe(ORIGIN);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN.replaceAll('.', '\\.')}/payment-success\\?session_id=cs_test_\\w+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
    await expect(page.getByTestId('credits-total')).not.toHaveText('3');
  });

  test('a document uploads and finishes processing on the page', async ({ page }) => {
    await page.goto('/documents');
    await page.getByLabel('Choose File').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('So this is how I talk. Honestly, it is simple. You just start. Catch you next time.'),
    });
    await expect(page.getByRole('listitem', { name: 'notes.txt' }).getByTestId('document-status')).toHaveText('Processed');
  });
});
