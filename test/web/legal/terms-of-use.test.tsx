import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { TermsOfUsePage } from '@/features/legal/components/terms-of-use-page';
import { renderInRouter } from '../support/app';

const section = (name: string) => screen.getByRole('region', { name });

describe('terms of use', () => {
  beforeEach(() => {
    renderInRouter(<TermsOfUsePage />);
  });

  it('is headed and titled Terms of Use, with numbered sections', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Use');
    expect(document.title).toBe('Terms of Use | ScriptVoice');
    screen
      .getAllByRole('heading', { level: 2 })
      .forEach((heading, index) => expect(heading.textContent).toMatch(new RegExp(`^${index + 1} \\S`)));
  });

  it('requires users to be at least 18', () => {
    expect(section('2 Who Can Use ScriptVoice')).toHaveTextContent('You must be at least 18 years old');
  });

  it('states pay as you go in AUD: 3 free credits, no hidden fees, 30 days notice of price changes, credits never expire', () => {
    const pricing = section('4 Credits, Pricing and Payment');
    expect(pricing).toHaveTextContent('New accounts receive 3 free credits');
    expect(pricing).toHaveTextContent('pay as you go');
    expect(pricing).toHaveTextContent('no mandatory subscription');
    expect(pricing).toHaveTextContent('All fees are in Australian dollars (AUD)');
    expect(pricing).toHaveTextContent('There are no hidden fees');
    expect(pricing).toHaveTextContent("at least 30 days' notice of a price change");
    expect(pricing).toHaveTextContent('Purchased credits never expire');
    expect(pricing).toHaveTextContent('we never see or store your card number');
  });

  it('gives no refunds except as required by law under the Australian Consumer Law, and cancels at the end of the billing period', () => {
    const refunds = section('5 Refunds and Cancellation');
    expect(refunds).toHaveTextContent('we do not give refunds, except as required by law');
    expect(refunds).toHaveTextContent('Australian Consumer Law');
    expect(refunds).toHaveTextContent('cancellation applies at the end of the billing period');
  });

  it('says users own their inputs and outputs and can export and delete them', () => {
    const ownership = section('6 Your Content and Who Owns It');
    expect(ownership).toHaveTextContent('You own your inputs');
    expect(ownership).toHaveTextContent('and the outputs ScriptVoice generates for you');
    expect(ownership).toHaveTextContent('You can export your content and delete it');
  });

  it('grants the provider only a limited licence, with aggregated anonymised data and no training for other users without consent', () => {
    const licence = section('7 The Licence You Give Us');
    expect(licence).toHaveTextContent('limited, non-exclusive, royalty-free licence to process and store your content');
    expect(licence).toHaveTextContent('aggregated, anonymised data');
    expect(licence).toHaveTextContent('Your content is not used to train AI models for other users without your consent');
  });

  it('warns that outputs may be inaccurate or similar to existing works, so users verify them', () => {
    const ai = section('8 AI-Generated Content');
    expect(ai).toHaveTextContent('may be inaccurate');
    expect(ai).toHaveTextContent('similar to existing works');
    expect(ai).toHaveTextContent('You must verify generated content');
  });

  it('is governed by the law of the configured Australian state', () => {
    expect(section('14 Governing Law')).toHaveTextContent(`governed by the law of ${company.governingLaw}, Australia`);
  });

  it('gives a contact email and links to the home page, the dashboard and pricing', () => {
    const contact = section('15 Contact Us');
    expect(within(contact).getByRole('link', { name: company.supportEmail })).toHaveAttribute('href', `mailto:${company.supportEmail}`);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
