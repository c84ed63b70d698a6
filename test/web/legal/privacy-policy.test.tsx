import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
import { renderInRouter } from '../support/app';

const section = (name: string) => screen.getByRole('region', { name });

describe('privacy policy', () => {
  beforeEach(() => {
    renderInRouter(<PrivacyPolicyPage />);
  });

  it('has one h1 and sets the page title', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe('Privacy Policy | ScriptVoice');
  });

  it('numbers its sections from 1 to 13', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(13);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1} \\S`)));
  });

  it('states the operator and that it is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles', () => {
    const about = section('1 About This Policy');
    expect(about).toHaveTextContent(`${company.legalName} (ABN ${company.abn})`);
    expect(about).toHaveTextContent('Privacy Act 1988 (Cth)');
    expect(about).toHaveTextContent('Australian Privacy Principles (APPs)');
  });

  it('lists what is collected, including Google sign-in, uploads, style guide, scripts and payments without card numbers', () => {
    const collected = section('2 Information We Collect');
    for (const item of ['email address', 'Amazon Cognito', 'Google', '.txt, .srt and .vtt', 'style guide', 'scripts we generate', 'Stripe', 'Cookies and similar technologies']) {
      expect(collected).toHaveTextContent(item);
    }
    expect(collected).toHaveTextContent('we never see or store your card number');
    expect(within(collected).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
  });

  it('says no analytics service is used: none among what is collected, who it is shared with, or what goes overseas', () => {
    expect(section('2 Information We Collect')).toHaveTextContent('We do not use any analytics service.');
    expect(section('2 Information We Collect')).toHaveTextContent('no analytics or advertising cookies');
    expect(section('7 Who We Share It With')).not.toHaveTextContent(/analytics/i);
    expect(section('8 Overseas Disclosure')).not.toHaveTextContent(/analytics/i);
  });

  it('says why information is used and that content is not used to train models for other users without consent', () => {
    const why = section('4 Why We Collect and Use It');
    expect(why).toHaveTextContent('aggregated, anonymised data');
    expect(why).toHaveTextContent('We do not sell your personal information');
    expect(why).toHaveTextContent('We do not use your content to train AI models for other users without your consent');
    expect(section('5 How Scripts Are Written')).toHaveTextContent('Amazon Bedrock');
  });

  it('says data is stored in the AWS Sydney region', () => {
    expect(company.dataRegion).toBe('Asia Pacific (Sydney) ap-southeast-2');
    expect(section('6 Where We Store It and How We Protect It')).toHaveTextContent(`${company.dataRegion} region, in Australia`);
  });

  it('discloses overseas recipients under APP 8: Stripe, Google and AWS', () => {
    const overseas = section('8 Overseas Disclosure');
    expect(overseas).toHaveTextContent('APP 8');
    for (const recipient of ['Stripe', 'Google', 'AWS']) expect(overseas).toHaveTextContent(recipient);
  });

  it('keeps financial records about 7 years and answers access, correction and data requests within 30 days', () => {
    expect(section('9 How Long We Keep It')).toHaveTextContent('financial records, such as payment records and credit purchases, for about 7 years');
    const rights = section('10 Access, Correction, Export and Deletion');
    expect(rights).toHaveTextContent('APP 12');
    expect(rights).toHaveTextContent('correct it (APP 13)');
    expect(rights).toHaveTextContent('We respond to data requests within 30 days');
  });

  it('explains complaints and the OAIC with its website and phone number', () => {
    const complaints = section('11 Complaints');
    expect(complaints).toHaveTextContent('Office of the Australian Information Commissioner (OAIC)');
    expect(complaints).toHaveTextContent('1300 363 992');
    expect(within(complaints).getByRole('link', { name: 'oaic.gov.au' })).toHaveAttribute('href', 'https://www.oaic.gov.au');
  });

  it('gives a contact email and postal address', () => {
    const contact = section('13 Contact Us');
    expect(within(contact).getByRole('link', { name: company.privacyEmail })).toHaveAttribute('href', `mailto:${company.privacyEmail}`);
    expect(contact).toHaveTextContent(company.postalAddress);
  });

  it('links to the home page and the dashboard', () => {
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows when it was last updated, in Australian format', () => {
    expect(screen.getByText(/^Last Updated:/)).toHaveTextContent(/^Last Updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
  });
});
