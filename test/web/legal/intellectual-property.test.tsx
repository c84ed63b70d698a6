import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { IntellectualPropertyPage } from '@/features/legal/components/intellectual-property-page';
import { renderInRouter } from '../support/app';

describe('intellectual property notice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 5, 23, 59));
    renderInRouter(<IntellectualPropertyPage />);
  });

  afterEach(() => vi.useRealTimers());

  it('is headed and titled Intellectual Property', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Intellectual Property');
    expect(document.title).toBe('Intellectual Property | ScriptVoice');
  });

  it('is effective October 30, 2025', () => {
    expect(screen.getByText(/^Effective/)).toHaveTextContent(/^Effective October 30, 2025$/);
    expect(screen.getByText('October 30, 2025')).toHaveAttribute('dateTime', '2025-10-30');
  });

  it('has 8 numbered sections', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(8);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1} \\S`)));
  });

  it('says users own their content, the provider holds a limited licence, and content does not train models for others', () => {
    expect(screen.getByRole('region', { name: '2 Your Content Belongs to You' })).toHaveTextContent('You own your inputs');
    expect(screen.getByRole('region', { name: '3 The Licence You Give Us' })).toHaveTextContent('limited, non-exclusive, royalty-free licence');
    expect(screen.getByRole('region', { name: '4 AI Models and Training' })).toHaveTextContent(
      'Your content is not used to train AI models for other users without your consent',
    );
  });

  it('has the standalone top bar and a contact email', () => {
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'ScriptVoice' })).toHaveAttribute('href', '/');
    expect(within(topBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('region', { name: '8 Changes and Contact' })).getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
  });

  it("shows today's date as Last Updated, without a leading zero on the day", () => {
    expect(screen.getByText(/^Last Updated:/)).toHaveTextContent(/^Last Updated: 5 January 2027$/);
  });
});
