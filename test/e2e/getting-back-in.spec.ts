import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, createConfirmedAccount, logIn, toast, uniqueEmail } from './support/accounts';
import { seedScripts } from './support/seed-scripts';

const NEW_PASSWORD = 'a-brand-new-password';
const WRONG_CODE_MESSAGE = 'Invalid verification code provided, please try again.';

/** The newest password-reset link mailed to this address, waiting for it to arrive. */
const resetLinkFor = async (request: APIRequestContext, email: string) => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/_local/mail.json')).json()) as { to: string; subject: string; links: string[] }[];
      const mail = mails.find((each) => each.to.toLowerCase() === email.toLowerCase() && each.subject === 'Reset your ScriptVoice password');
      link = mail?.links.find((href) => href.includes('/reset-password?'));
      return link;
    })
    .toBeTruthy();
  return link!;
};

const mailSubjectsTo = async (request: APIRequestContext, email: string) =>
  ((await (await request.get('/_local/mail.json')).json()) as { to: string; subject: string }[])
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .map((mail) => mail.subject);

const askForReset = async (page: Page, email: string) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
};

/** Logs in from a fresh browser (no session) and answers the toast the attempt ended with. */
const logInElsewhere = async (browser: Browser, email: string, password: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(toast(page)).toBeVisible();
  const outcome = { toast: await toast(page).innerText(), url: page.url() };
  await context.close();
  return outcome;
};

const signInWithGoogle = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Google account email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
};

const lastAuthUser = (page: Page) =>
  page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.LastAuthUser'))?.[1]);

test.describe('forgotten password', () => {
  test('Forgot password? on /login mails a link; the new password signs in to the dashboard, and the old one is refused', async ({ page, request, browser }) => {
    test.setTimeout(60_000);
    const { email } = await createConfirmedAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot Password | ScriptVoice');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(toast(page)).toContainText('Check Your Email');
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page).toHaveTitle('Reset Password | ScriptVoice');

    await page.goto(await resetLinkFor(request, email));
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Code')).toHaveValue(/^\d{6}$/);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page)).toContainText('Password Changed');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-total')).toHaveText('3');

    const withOld = await logInElsewhere(browser, email, PASSWORD);
    expect(withOld.toast).toContain('Login Failed');
    expect(withOld.toast).toContain('Incorrect username or password.');
    expect(withOld.url).toMatch(/\/login$/);
    const withNew = await logInElsewhere(browser, email, NEW_PASSWORD);
    expect(withNew.toast).toContain('Welcome back!');
    expect(withNew.url).toMatch(/\/dashboard$/);
  });

  test('an address with no account gets exactly the answer a real one gets, and no mail is sent', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await askForReset(page, email);
    const known = { toast: await toast(page).innerText(), page: await page.getByRole('main').innerText() };

    const nobody = uniqueEmail('nobody');
    await askForReset(page, nobody);
    const unknown = { toast: await toast(page).innerText(), page: await page.getByRole('main').innerText() };
    expect(unknown.toast).toBe(known.toast);
    expect(unknown.page.replace(nobody, 'ADDRESS')).toBe(known.page.replace(email, 'ADDRESS'));
    expect(await mailSubjectsTo(request, nobody)).toEqual([]);
    await resetLinkFor(request, email);
  });

  test('the code typed by hand works; a wrong one is refused in Cognito\'s words', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await askForReset(page, email);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const code = new URL(await resetLinkFor(request, email)).searchParams.get('code')!;

    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(page)).toContainText('Reset Failed');
    await expect(toast(page)).toContainText(WRONG_CODE_MESSAGE);
    await expect(page).toHaveURL(/\/reset-password$/);

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an address typed with capitals resets the account it belongs to', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await askForReset(page, email.toUpperCase());
    await page.goto(await resetLinkFor(request, email));
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const [code, password, message] of [
    ['123456', '12345', 'Password must be at least 6 characters'],
    ['12ab', NEW_PASSWORD, 'Enter the 6-digit code from the email'],
  ] as const) {
    test(`/reset-password shows "${message}" for ${JSON.stringify([code, password])}`, async ({ page }) => {
      await page.goto(`/reset-password?email=${encodeURIComponent(uniqueEmail())}`);
      await page.getByLabel('Code').fill(code);
      await page.getByLabel('New password').fill(password);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(toast(page)).toContainText('Validation Error');
      await expect(toast(page)).toContainText(message);
      await expect(page.getByLabel('New password')).toHaveAttribute('minlength', '6');
      await expect(page.getByLabel('New password')).toHaveAttribute('maxlength', '100');
    });
  }

  test('/forgot-password shows "Invalid email address" for a malformed address', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Invalid email address');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('someone who made their account with Google is told to use Google, and can from there', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByText('Made your account with Google? It has no password to reset: continue with Google instead.')).toBeVisible();
    await signInWithGoogle(page, uniqueEmail('google-forgot'));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/reset-password without an address goes to /forgot-password', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the forgotten-password pages fit the screen', async ({ page }) => {
    for (const path of ['/forgot-password', `/reset-password?email=${encodeURIComponent(uniqueEmail())}&code=123456`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
      await expect(page.locator('form button[type="submit"]')).toBeInViewport();
    }
  });
});

test.describe('the address is matched ignoring case', () => {
  test('an account logs in with its address typed with a capital, as phone keyboards do', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request, uniqueEmail('maya.cooks'));
    await logIn(page, email.charAt(0).toUpperCase() + email.slice(1));
    await expect(page.getByTestId('credits-total')).toHaveText('3');
  });

  test('an account made as "Maya.Cooks@Example.com" logs in typed in lower case', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request, `Maya.Cooks-${Date.now()}@Example.com`);
    await logIn(page, email.toLowerCase());
  });
});

test.describe('Google on /login', () => {
  test('an account made with Continue with Google on /signup signs in again from /login', async ({ page, browser }) => {
    const email = uniqueEmail('google-again');
    await page.goto('/signup');
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-total')).toHaveText('3');
    const madeOnSignup = await lastAuthUser(page);
    expect(madeOnSignup).toBeTruthy();

    const later = await (await browser.newContext()).newPage();
    await later.goto('/login');
    await signInWithGoogle(later, email);
    await expect(later).toHaveURL(/\/dashboard$/);
    await expect(later.getByTestId('credits-total')).toHaveText('3');
    expect(await lastAuthUser(later)).toBe(madeOnSignup);
  });

  test('cancelling Google on /login comes back to /login with Sign in Failed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Sign in Failed');
    await expect(toast(page)).toContainText('Google sign-in was cancelled');
  });
});

test.describe('back to the page asked for', () => {
  test('/scripts?q=… while signed out: after logging in the person is on /scripts?q=…', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/scripts?q=garden');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(page).toHaveURL(/\/scripts\?q=garden$/);
    await expect(page).toHaveTitle('Your Scripts | ScriptVoice');
  });

  test('a script\'s link while signed out: after logging in the script is on screen', async ({ page, request }) => {
    const { email, userId } = await createConfirmedAccount(request);
    const [script] = await seedScripts(userId, [{ topic: 'Saving tomato seeds', platform: 'youtube' }]);
    await page.goto(`/script/${script!.id}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`/script/${script!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saving tomato seeds');
  });

  test('Google from /login also comes back to the page asked for', async ({ page }) => {
    await page.goto('/scripts');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithGoogle(page, uniqueEmail('google-return'));
    await expect(page).toHaveURL(/\/scripts$/);
  });
});
