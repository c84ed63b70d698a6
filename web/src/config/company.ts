/**
 * Who operates ScriptVoice, as the legal pages and About state it. This is the one file an operator edits:
 * every page reads its company name, ABN, addresses, region and dates from here.
 *
 * Before launch:
 * - `abn` and `postalAddress` are placeholders (REPLACE). The ABN has the right shape but is not a real one.
 * - `supportEmail` and `privacyEmail` must be mailboxes someone reads: the Privacy Policy promises answers to
 *   data requests within 30 days.
 * - `privacyPolicyUpdated` and `termsUpdated` are the dates those two documents last changed; move them
 *   whenever their text changes. They start at the Intellectual Property notice's effective date
 *   (October 30, 2025), the only document date the product specification fixes.
 * - `cookiePolicyEffectiveDate` stays null until the policy is adopted; the page then shows
 *   'Effective date: [To be confirmed]', as the specification requires for now.
 * - Disclaimers, Intellectual Property and About show today's date as 'Last Updated' (the specification asks
 *   for that), so they carry no date here.
 * - `analytics` names the analytics service the Cookie Policy describes. The specification's analytics cookie
 *   durations (2 years, 24 hours, 1 minute) are those of Google Analytics; change the name and opt-out link
 *   if another service is used, and keep the Privacy Policy's list of overseas recipients true.
 */
export interface Company {
  legalName: string;
  abn: string;
  supportEmail: string;
  privacyEmail: string;
  postalAddress: string;
  /** The AWS region that holds accounts and content, as customers read it. */
  dataRegion: string;
  foundedYear: number;
  /** The Australian state or territory whose law governs the Terms of Use. */
  governingLaw: string;
  privacyPolicyUpdated: string;
  termsUpdated: string;
  cookiePolicyEffectiveDate: string | null;
  analytics: { provider: string; optOutUrl: string };
}

export const company: Company = {
  legalName: 'ScriptVoice Pty Ltd',
  // REPLACE with the company's ABN before launch.
  abn: '12 345 678 901',
  supportEmail: 'support@scriptvoice.com.au',
  privacyEmail: 'privacy@scriptvoice.com.au',
  // REPLACE with the company's postal address before launch.
  postalAddress: 'PO Box 1234, Sydney NSW 2001, Australia',
  dataRegion: 'Asia Pacific (Sydney) ap-southeast-2',
  foundedYear: 2025,
  governingLaw: 'New South Wales',
  privacyPolicyUpdated: '2025-10-30',
  termsUpdated: '2025-10-30',
  cookiePolicyEffectiveDate: null,
  analytics: { provider: 'Google Analytics', optOutUrl: 'https://tools.google.com/dlpage/gaoptout' },
};
