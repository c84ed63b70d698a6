import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn } from './support/accounts';

const PRERENDERED = [
  { path: '/', text: 'Generate scripts in your own voice' },
  { path: '/about', text: 'About ScriptVoice' },
  { path: '/disclaimers', text: 'Disclaimers' },
  { path: '/intellectual-property', text: 'Intellectual Property' },
  { path: '/pricing', text: 'Choose Your Credits' },
  { path: '/privacy-policy', text: 'Privacy Policy' },
  { path: '/terms-and-conditions', text: 'Terms of Use' },
  { path: '/cookie-policy', text: 'Cookie Policy' },
];

/** The text inside #root of the HTML as the server sends it, before any script runs. */
const rootTextOf = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

test.describe('public pages rendered at build time (issue 16)', () => {
  test('the landing, About, Pricing and legal pages carry the page itself in their HTML, with no inline script; app routes get the empty shell', async ({ request }) => {
    for (const { path, text } of PRERENDERED) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(rootTextOf(html), path).toContain(text);
      // A large boundary must not be left behind its fallback for an inline script to swap in (the CSP forbids those).
      expect(html, path).not.toContain('<!--$?-->');
      expect(html, path).not.toMatch(/<script>/);
    }
    for (const path of ['/dashboard', '/script/01JZZZZZZZZZZZZZZZZZZZZZZZ', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test('with JavaScript off, the landing page and About still show their content', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Generate scripts in your own voice');
    await expect(page.getByRole('link', { name: 'Start Creating Free' }).first()).toHaveAttribute('href', '/signup');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About ScriptVoice');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Credits');
    await context.close();
  });

  test('hydrates without a console error, then works as the app: a link navigates in place and Last Updated is today', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle('About | ScriptVoice');
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()));
    await expect(page.getByText(/^Last Updated:/)).toHaveText(`Last Updated: ${today}`);
    await page.goto('/disclaimers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimers');
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: 'Cookie Policy' }).first().click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Purchase' }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in visitor to the prerendered Pricing page gets the signed-in navigation once it hydrates, with no console error', async ({ page, request, consoleErrors }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/pricing');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in visitor to the prerendered landing page gets the signed-in links once it hydrates, with no console error', async ({ page, request, consoleErrors }) => {
    const { email } = await createConfirmedAccount(request);
    await logIn(page, email);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Creating Free' }).first()).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
