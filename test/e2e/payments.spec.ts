import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn, toast } from './support/accounts';

const SEEDED = [
  { name: 'Starter', credits: '10', price: 'A$9.00', perCredit: 'A$0.90 per credit' },
  { name: 'Creator', credits: '50', price: 'A$39.00', perCredit: 'A$0.78 per credit' },
  { name: 'Studio', credits: '150', price: 'A$99.00', perCredit: 'A$0.66 per credit' },
] as const;

test.describe('pricing', () => {
  test('shows the three seeded packages with their prices per credit, side by side on a wide screen', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing | ScriptVoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Credits' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [i, pkg] of SEEDED.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(pkg.name);
      await expect(card.getByTestId('package-credits')).toHaveText(pkg.credits);
      await expect(card.getByTestId('package-price')).toHaveText(pkg.price);
      await expect(card.getByTestId('package-per-credit')).toHaveText(pkg.perCredit);
      await expect(card.getByRole('button', { name: `Purchase ${pkg.name}` })).toBeEnabled();
    }
    await expect(cards.nth(1)).toContainText('Most Popular');
    await expect(cards.nth(2)).toContainText('Best Value');
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
  });

  test('stacks the packages in one column on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a signed-out visitor who clicks Purchase goes to /login', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Purchase Starter' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('buying credits', () => {
  test('purchase → local checkout → Pay → payment success → dashboard total up by the package', async ({ page, request }) => {
    // Sign-in, two full page loads and the webhook round trip: leave room for a loaded machine.
    test.setTimeout(60_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await expect(page.getByTestId('credits-total')).toHaveText('3');

    await page.getByRole('link', { name: 'Buy More Credits' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole('button', { name: 'Purchase Creator' }).click();

    await expect(page).toHaveURL(/\/_local\/checkout\/cs_test_\w+$/);
    const summary = page.getByRole('article', { name: 'Order summary' });
    await expect(summary).toContainText('Creator');
    await expect(summary).toContainText('50 credits');
    await expect(summary).toContainText('A$39.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page).toHaveTitle('Payment Successful | ScriptVoice');
    await expect(toast(page)).toContainText('Credits added!');
    await expect(toast(page)).toContainText('50 credits have been added to your account');
    await expect(page.getByText(/Your balance is now/)).toHaveText('Your balance is now 53 credits.');

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-total')).toHaveText('53');

    // Coming back to the same return page (a reload, the back button) adds nothing more.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-total')).toHaveText('53');
  });

  test('a purchase appears in the purchase history on /account, with the new balance by kind; another user sees none of it', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle('Account | ScriptVoice');
    await expect(page.getByText('No purchases yet.')).toBeVisible();

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Purchase Studio' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByTestId('new-balance')).toHaveText('153');

    await page.goto('/account');
    const today = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());
    const history = page.getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([today, 'Studio', '150', 'A$99.00']);
    await expect(page.getByTestId('credits-purchased')).toHaveText('150');
    await expect(page.getByTestId('credits-subscription')).toHaveText('3');
    await expect(page.getByTestId('credits-balance')).toHaveText('153');

    const other = await createConfirmedAccount(request);
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await logIn(otherPage, other.email);
    await otherPage.goto('/account');
    await expect(otherPage.getByText('No purchases yet.')).toBeVisible();
    await expect(otherPage.getByTestId('credits-balance')).toHaveText('3');
    await expect(otherPage.getByTestId('account-email')).toHaveText(other.email);
    await otherContext.close();
  });

  test('cancelling on the checkout page returns to pricing and buys nothing', async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Purchase Starter' }).click();
    await expect(page).toHaveURL(/\/_local\/checkout\//);
    await page.getByRole('link', { name: 'Cancel and return to ScriptVoice' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('button', { name: 'Purchase Starter' })).toBeEnabled();
    await page.goto('/dashboard');
    await expect(page.getByTestId('credits-total')).toHaveText('3');
  });
});

test.describe('the payment return page', () => {
  test("without a session_id goes to /pricing with 'Invalid session'", async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toast(page)).toContainText('Invalid session');
    await expect(toast(page)).toContainText('No payment session found.');
  });

  test("signed out goes to /login with 'Please log in'", async ({ page }) => {
    await page.goto('/payment-success?session_id=cs_test_someone');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Please log in');
    await expect(toast(page)).toContainText('You need to be logged in to complete this purchase.');
  });

  test("with a session Stripe does not know goes to /pricing with 'Error processing payment'", async ({ page, request }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/payment-success?session_id=cs_test_doesnotexist');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toast(page)).toContainText('Error processing payment');
    await expect(toast(page)).toContainText('No payment session found.');
  });
});
