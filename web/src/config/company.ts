/**
 * Who operates ScriptVoice, as the legal pages and About state it. This is the one file an operator edits:
 * every page reads its company name, ABN, addresses, region and dates from here.
 *
 * Before launch (the README lists these under "Before launch, fill in"):
 * - `abn` and `postalAddress` are placeholders (REPLACE). The ABN has the right shape but is not a real one.
 * - `supportEmail` and `privacyEmail` must be mailboxes someone reads: the Privacy Policy promises answers to
 *   data requests within 30 days.
 * - `privacyPolicyUpdated` and `termsUpdated` are the dates those two documents last changed; move them
 *   whenever their text changes. The Terms start at the Intellectual Property notice's effective date
 *   (October 30, 2025), the only document date the product specification fixes; the Privacy Policy moved when
 *   it stopped naming an analytics service that was never used.
 * - `cookiePolicyEffectiveDate` stays null until the policy is adopted; the page then shows
 *   'Effective date: [To be confirmed]', as the specification requires for now.
 * - Disclaimers, Intellectual Property and About show today's date as 'Last Updated' (the specification asks
 *   for that), so they carry no date here.
 * - No analytics runs on ScriptVoice, and the Cookie Policy and Privacy Policy say so. Adding any means changing
 *   both first: the Cookie Policy's list (features/legal/utils/browser-storage.ts) and the Privacy Policy's
 *   recipients and overseas disclosures.
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
}

/** The fields still holding placeholders: the README's "Before launch, fill in" names each of them. */
export const LAUNCH_PLACEHOLDERS = ['abn', 'postalAddress'] as const satisfies readonly (keyof Company)[];

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
  privacyPolicyUpdated: '2026-11-26',
  termsUpdated: '2025-10-30',
  cookiePolicyEffectiveDate: null,
};
