import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { CookiePolicyPage } from '@/features/legal/components/cookie-policy-page';
import { renderInRouter } from '../support/app';

const section = (name: string) => screen.getByRole('region', { name });

describe('cookie policy', () => {
  beforeEach(() => {
    renderInRouter(<CookiePolicyPage />);
  });

  it('is headed and titled Cookie Policy and shows its effective date as a placeholder', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cookie Policy');
    expect(document.title).toBe('Cookie Policy | ScriptVoice');
    expect(company.cookiePolicyEffectiveDate).toBeNull();
    expect(screen.getByText('Effective date: [To be confirmed]')).toBeInTheDocument();
  });

  it('has sections 1 to 8, closing with "7 Updates to This Policy" and "8 Contact Us"', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(8);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1} \\S`)));
    expect(headings.slice(-2)).toEqual(['7 Updates to This Policy', '8 Contact Us']);
  });

  it('lists every cookie with its duration: login token 30 days, preferences 1 year, analytics 2 years, 24 hours and 1 minute', () => {
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('cell').at(-1)?.textContent]);
    expect(rows).toEqual([
      ['Login token', '30 days'],
      ['Preferences', '1 year'],
      ['Analytics visitor ID', '2 years'],
      ['Analytics session ID', '24 hours'],
      ['Analytics rate limit', '1 minute'],
    ]);
  });

  it('says analytics cookies are used and consent is not legally required in Australia', () => {
    expect(section('4 Analytics Cookies')).toHaveTextContent(`We use analytics cookies from ${company.analytics.provider}`);
    expect(section('5 Consent')).toHaveTextContent('Consent to cookies is not legally required in Australia');
  });

  it('explains how to opt out with browser settings and the analytics opt-out', () => {
    const optOut = section('6 How to Opt Out');
    expect(optOut).toHaveTextContent('Browser settings.');
    expect(within(optOut).getByRole('link', { name: /opt-out browser add-on/ })).toHaveAttribute('href', company.analytics.optOutUrl);
    expect(optOut).toHaveTextContent('Blocking analytics cookies does not affect how ScriptVoice works for you');
  });

  it('gives a contact email and links to the home page and the dashboard', () => {
    expect(within(section('8 Contact Us')).getByRole('link', { name: company.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${company.privacyEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
