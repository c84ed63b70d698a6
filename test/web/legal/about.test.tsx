import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/config/company';
import { AboutPage } from '@/features/legal/components/about-page';
import { renderInRouter } from '../support/app';

describe('about page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 0, 5));
    renderInRouter(<AboutPage />);
  });

  afterEach(() => vi.useRealTimers());

  it('is headed About ScriptVoice and titled About', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About ScriptVoice');
    expect(document.title).toBe('About | ScriptVoice');
  });

  it('covers mission, what we do, how it works, ownership, trust and security, and pricing', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'What We Do',
      'How It Works',
      'Ownership',
      'Trust and Security',
      'Pricing',
      'Contact',
    ]);
    expect(screen.getByRole('region', { name: 'Ownership' })).toHaveTextContent('You own everything you upload and every script');
    expect(screen.getByRole('region', { name: 'Trust and Security' })).toHaveTextContent(company.dataRegion);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing).toHaveTextContent('3 free credits, no card required');
    expect(pricing).toHaveTextContent('Purchased credits never expire');
    expect(within(pricing).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('says the product has existed since 2025', () => {
    expect(company.foundedYear).toBe(2025);
    expect(screen.getByRole('main')).toHaveTextContent('since 2025');
  });

  it('has a company line with the ABN and a contact email', () => {
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText(`${company.legalName} · ABN ${company.abn}`)).toBeInTheDocument();
    expect(company.abn).toMatch(/^\d{2} \d{3} \d{3} \d{3}$/);
    expect(within(contact).getByRole('link', { name: company.supportEmail })).toHaveAttribute('href', `mailto:${company.supportEmail}`);
  });

  it("has the standalone top bar and today's date as Last Updated", () => {
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'ScriptVoice' })).toHaveAttribute('href', '/');
    expect(within(topBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/^Last Updated:/)).toHaveTextContent(/^Last Updated: 22 November 2026$/);
  });
});
