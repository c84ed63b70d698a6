import { expect, test } from './fixtures';

test('the landing page loads with its calls to action and legal footer', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Scripts in Your Own Voice | ScriptVoice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Generate scripts in your own voice/);
  await expect(page.getByRole('link', { name: 'Start Creating Free' }).first()).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'View Pricing' }).first()).toHaveAttribute('href', '/pricing');
  const footer = page.getByRole('navigation', { name: 'Legal' });
  for (const name of ['Privacy Policy', 'Terms of Use', 'Cookie Policy', 'Disclaimers', 'Intellectual Property']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("object-src 'none'");
  expect(consoleErrors).toEqual([]);
});
