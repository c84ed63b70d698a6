import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { CookiePolicyPage } from '@/features/legal/components/cookie-policy-page';
import { BROWSER_STORAGE } from '@/features/legal/utils/browser-storage';
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

  it('lists exactly what the app keeps in the browser, with its key and duration: login tokens 30 days, and no cookie of its own', () => {
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').querySelector('code')?.textContent, within(row).getAllByRole('cell').at(-1)?.textContent]);
    expect(rows).toEqual(BROWSER_STORAGE.map((item) => [item.key, item.duration]));
    expect(rows.map(([key]) => key)).toEqual([
      'CognitoIdentityServiceProvider.…',
      'CognitoSignInState.…',
      'scriptvoice.pendingSignUp',
      'scriptvoice:script-draft:…',
      'scriptvoice:teleprompter-wpm:…',
      'scriptvoice:teleprompter-text-size',
    ]);
    expect(rows[0]![1]).toMatch(/^30 days \(the refresh token\)/);
    expect(section('3 What We Store in Your Browser')).toHaveTextContent('ScriptVoice sets no cookies of its own.');
  });

  it('says no analytics is used, names what Stripe and Google sign-in set on their own sites, and that consent is not legally required in Australia', () => {
    expect(section('4 Analytics')).toHaveTextContent('We do not use analytics.');
    expect(screen.queryByText(/Google Analytics/)).not.toBeInTheDocument();
    const others = section('5 Cookies on Other Sites');
    expect(others).toHaveTextContent("Stripe sets its own cookies there, to process your payment securely and to detect and prevent fraud");
    expect(within(others).getByRole('link', { name: 'Stripe Cookies Policy' })).toHaveAttribute('href', 'https://stripe.com/cookies-policy/legal');
    expect(others).toHaveTextContent('Google sign-in.');
    expect(section('6 Consent and Your Choices')).toHaveTextContent('Consent to cookies is not legally required in Australia');
  });

  it('explains how to opt out: logging out, clearing site data, blocking storage, and what each costs', () => {
    const choices = section('6 Consent and Your Choices');
    expect(choices).toHaveTextContent('You can still opt out at any time');
    expect(choices).toHaveTextContent('Logging out removes the login tokens.');
    expect(choices).toHaveTextContent('you will be signed out when you reload or close the page');
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
