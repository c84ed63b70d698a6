import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { DisclaimersPage } from '@/features/legal/components/disclaimers-page';
import { renderInRouter } from '../support/app';

describe('disclaimers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    renderInRouter(<DisclaimersPage />);
  });

  afterEach(() => vi.useRealTimers());

  it('is headed and titled Disclaimers', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Disclaimers');
    expect(document.title).toBe('Disclaimers | ScriptVoice');
  });

  it('has exactly the six required sections, in order', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'No Warranty of Accuracy',
      'User Responsibility',
      'Copyright and Intellectual Property',
      'Not Professional Advice',
      'Limitation of Liability',
      'Technology Limitations',
    ]);
  });

  it('says what each section promises', () => {
    expect(screen.getByRole('region', { name: 'No Warranty of Accuracy' })).toHaveTextContent('We do not warrant that generated content is accurate');
    expect(screen.getByRole('region', { name: 'User Responsibility' })).toHaveTextContent('You are responsible for reviewing, editing and verifying every script');
    expect(screen.getByRole('region', { name: 'Copyright and Intellectual Property' })).toHaveTextContent('may be similar to existing works');
    expect(screen.getByRole('region', { name: 'Not Professional Advice' })).toHaveTextContent('It is not legal, financial, medical, tax or other professional advice');
    expect(screen.getByRole('region', { name: 'Limitation of Liability' })).toHaveTextContent('Australian Consumer Law');
  });

  it('ends with the acknowledgement line and a contact email', () => {
    expect(screen.getByText('By using ScriptVoice, you acknowledge that you have read and understood these disclaimers.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: company.supportEmail })) expect(link).toHaveAttribute('href', `mailto:${company.supportEmail}`);
  });

  it('has a top bar with the product name linking home and a Dashboard button, plus main and footer landmarks', () => {
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'ScriptVoice' })).toHaveAttribute('href', '/');
    expect(within(topBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`${company.legalName} · ABN ${company.abn}`);
  });

  it("shows today's date as Last Updated in Australian English", () => {
    const date = screen.getByText('22 November 2026');
    expect(date).toHaveAttribute('dateTime', '2026-11-22');
    expect(date.parentElement).toHaveTextContent(/^Last Updated: 22 November 2026$/);
  });
});
