import { expect, test } from './fixtures';
import { PASSWORD, createConfirmedAccount, latestMailTo, logIn, toast, uniqueEmail } from './support/accounts';

test.describe('sign up and confirmation', () => {
  test('sign up, open the mailed link, and both tabs land on the dashboard signed in with 3 credits', async ({ page, context, request }) => {
    // Amplify's link auto-sign-in polls every 5 s; leave room for that on a loaded machine.
    test.setTimeout(90_000);
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up | ScriptVoice');
    await page.getByLabel('Email').fill(`  ${email}  `);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Check Your Email');
    await expect(toast(page)).toContainText("We've sent you a confirmation link to complete your registration");
    await expect(page).toHaveURL(/\/confirm-email$/);
    await expect(page).toHaveTitle('Confirm Your Email | ScriptVoice');
    await expect(page.getByText(email)).toBeVisible();

    const mail = await latestMailTo(request, email);
    expect(mail.subject).toBe('Confirm your ScriptVoice account');
    const link = mail.links.find((href) => href.includes('/confirm-email?'))!;
    const linkTab = await context.newPage();
    await linkTab.goto(link);

    for (const tab of [page, linkTab]) {
      await expect(tab).toHaveURL(/\/dashboard$/, { timeout: 40_000 });
      await expect(tab.getByTestId('credits-total')).toHaveText('3');
    }
  });

  test('a mailed link opened in another browser confirms the account and asks to log in', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('elsewhere');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/confirm-email$/);
    const mail = await latestMailTo(request, email);

    const otherBrowser = await browser.newContext();
    const elsewhere = await otherBrowser.newPage();
    await elsewhere.goto(mail.links.find((href) => href.includes('/confirm-email?'))!);
    await expect(elsewhere).toHaveURL(/\/login$/);
    await expect(toast(elsewhere)).toContainText('Your account is confirmed. Please log in to continue.');
    await expect(elsewhere.getByLabel('Email')).toHaveValue(email);
    await elsewhere.getByLabel('Password').fill(PASSWORD);
    await elsewhere.getByRole('button', { name: 'Log In' }).click();
    await expect(elsewhere).toHaveURL(/\/dashboard$/);
    await expect(elsewhere.getByTestId('credits-total')).toHaveText('3');
    await otherBrowser.close();
  });

  test('resend sends a new confirmation mail', async ({ page, request }) => {
    const email = uniqueEmail('resend');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/confirm-email$/);
    await latestMailTo(request, email, 1);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(toast(page)).toContainText('Email Sent');
    await expect(toast(page)).toContainText("We've sent you a new confirmation email");
    await latestMailTo(request, email, 2);
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('signing up twice with one address fails with the server message', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Signup Failed');
    await expect(toast(page)).toContainText(/already exists/i);
  });

  test('/confirm-email without an address goes to /signup', async ({ page }) => {
    await page.goto('/confirm-email');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('validation', () => {
  for (const path of ['/login', '/signup']) {
    for (const [email, password, message] of [
      ['not-an-email', PASSWORD, 'Invalid email address'],
      ['', PASSWORD, 'Invalid email address'],
      ['someone@example.com', '12345', 'Password must be at least 6 characters'],
    ] as const) {
      test(`${path} shows "${message}" for ${JSON.stringify([email, password])}`, async ({ page }) => {
        await page.goto(path);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.locator('form button[type="submit"]').click();
        await expect(toast(page)).toContainText('Validation Error');
        await expect(toast(page)).toContainText(message);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      });
    }
  }

  test('the inputs carry the spec limits', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Email')).toHaveAttribute('maxlength', '255');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('minlength', '6');
    await expect(page.getByLabel('Password')).toHaveAttribute('maxlength', '100');
  });
});

test.describe('login', () => {
  test('a confirmed user logs in, is welcomed back, and /login then sends them to the dashboard', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | ScriptVoice');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('Welcome back!');
    await expect(toast(page)).toContainText('Logged in successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Dashboard | ScriptVoice');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password fails with the server message', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Incorrect username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unconfirmed user is told to confirm their email', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/confirm-email$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Please check your email and confirm your account before logging in.');
  });
});

test.describe('session and navigation', () => {
  test('a protected route while signed out goes to /login', async ({ page }) => {
    for (const path of ['/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('navigation shows the signed-out set, then the signed-in set, and Logout returns to it', async ({ page, request }) => {
    const main = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/pricing');
    await expect(main.getByRole('link')).toHaveText(['Pricing', 'About', 'Login']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'ScriptVoice', exact: true })).toHaveAttribute('href', '/');

    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await expect(main.getByRole('link')).toHaveText(['Dashboard', 'Scripts', 'Pricing', 'Style Guide', 'Documents', 'About', 'Account']);
    await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'ScriptVoice', exact: true })).toHaveAttribute('href', '/dashboard');

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Creating Free' }).first()).toHaveAttribute('href', '/dashboard');

    await page.goto('/dashboard');
    await main.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('link')).toHaveText(['Pricing', 'About', 'Login']);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the session survives a reload', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-total')).toHaveText('3');
  });

  test('the dashboard has its cards and quick actions', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await expect(page.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('heading', { name: 'Recent Scripts' })).toBeVisible();
    for (const [name, href] of [
      ['Generate Script', '/generate'],
      ['Upload Documents', '/documents'],
      ['Style Guide', '/style-guide'],
    ] as const) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });
});

test.describe('Google', () => {
  test('Google on /signup signs in through the local stand-in and lands on the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('Google account email').fill(uniqueEmail('google'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-total')).toHaveText('3');
  });

  test('cancelling Google shows Sign in Failed', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(toast(page)).toContainText('Sign in Failed');
    await expect(toast(page)).toContainText('Google sign-in was cancelled');
  });
});

test('an unknown path shows the 404 page and logs the path', async ({ page, consoleErrors }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(consoleErrors.some((line) => line.includes('/no/such/page'))).toBe(true);
  consoleErrors.length = 0;
});
