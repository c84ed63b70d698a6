import { expect, test } from './fixtures';
import { createConfirmedAccount, logIn } from './support/accounts';

const PRERENDERED = [
  { path: '/', text: 'Generate scripts in your own voice' },
  { path: '/about', text: 'About ScriptVoice' },
  { path: '/disclaimers', text: 'Disclaimers' },
  { path: '/intellectual-property', text: 'Intellectual Property' },
];

/** The text inside #root of the HTML as the server sends it, before any script runs. */
const rootTextOf = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

test.describe('public pages rendered at build time (issue 16)', () => {
  test('the landing, About, Disclaimers and Intellectual Property HTML carries the page itself; app routes get the empty shell', async ({ request }) => {
    for (const { path, text } of PRERENDERED) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(rootTextOf(await response.text()), path).toContain(text);
    }
    for (const path of ['/dashboard', '/pricing', '/script/01JZZZZZZZZZZZZZZZZZZZZZZZ', '/no-such-page']) {
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
