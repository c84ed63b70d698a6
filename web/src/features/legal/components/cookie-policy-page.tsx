import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { ContactDetails } from './contact-details';
import { DocumentDate } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { PageLinks } from './page-links';

const COOKIES = [
  {
    name: 'Login token',
    purpose: 'Keeps you signed in between visits. Set by Amazon Cognito, our sign-in service.',
    kind: 'Essential',
    duration: '30 days',
  },
  {
    name: 'Preferences',
    purpose: 'Remembers the settings you choose on this device.',
    kind: 'Functional',
    duration: '1 year',
  },
  {
    name: 'Analytics visitor ID',
    purpose: 'Tells visits from different browsers apart, so we can count visitors.',
    kind: 'Analytics',
    duration: '2 years',
  },
  {
    name: 'Analytics session ID',
    purpose: 'Groups the pages viewed in one day into a visit.',
    kind: 'Analytics',
    duration: '24 hours',
  },
  {
    name: 'Analytics rate limit',
    purpose: 'Limits how often analytics data is sent.',
    kind: 'Analytics',
    duration: '1 minute',
  },
] as const;

const EffectiveDate = () =>
  company.cookiePolicyEffectiveDate === null ? (
    <p>Effective date: [To be confirmed]</p>
  ) : (
    <DocumentDate label="Effective date" date={company.cookiePolicyEffectiveDate} />
  );

export const CookiePolicyPage = () => {
  usePageTitle('Cookie Policy');
  return (
    <>
      <LegalDocument title="Cookie Policy" meta={<EffectiveDate />}>
        <LegalSection number={1} title="About This Policy">
          <p>
            This policy explains how {company.legalName} (ABN {company.abn}) uses cookies and similar technologies on{' '}
            {PRODUCT_NAME}, and how you can control them. It should be read with our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </LegalSection>

        <LegalSection number={2} title="What Cookies Are">
          <p>
            Cookies are small text files that a website stores in your browser. Similar technologies, such as your
            browser's local storage, work the same way. In this policy, "cookies" covers both. They let a site
            remember you between pages and visits, and help its operator understand how the site is used.
          </p>
        </LegalSection>

        <LegalSection number={3} title="Cookies We Use">
          <p>We use three kinds of cookies:</p>
          <ul>
            <li>
              <strong>Essential:</strong> the login token that keeps you signed in. Without it you cannot use your
              account. It is kept in your browser's local storage.
            </li>
            <li>
              <strong>Functional:</strong> your preferences, so {PRODUCT_NAME} behaves the way you set it.
            </li>
            <li>
              <strong>Analytics:</strong> cookies that tell us how visitors use the site.
            </li>
          </ul>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Cookies used by {PRODUCT_NAME} and how long they last</caption>
              <thead className="bg-muted/60 text-foreground">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Cookie
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Purpose
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {COOKIES.map((cookie) => (
                  <tr key={cookie.name} className="align-top">
                    <th scope="row" className="px-3 py-3 font-medium text-foreground sm:px-4">
                      {cookie.name}
                    </th>
                    <td className="px-3 py-3 sm:px-4">
                      <span className="block text-sm font-semibold text-muted-foreground">
                        {cookie.kind}
                      </span>
                      {cookie.purpose}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap sm:px-4">{cookie.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </LegalSection>

        <LegalSection number={4} title="Analytics Cookies">
          <p>
            We use analytics cookies from {company.analytics.provider} to learn which pages people visit, how they
            move through the site and where they run into problems, so we can improve {PRODUCT_NAME}. We look at this
            information in aggregate. We do not use analytics cookies to advertise to you, and we do not sell the
            information they collect. Analytics data may be processed outside Australia, as our Privacy Policy
            explains.
          </p>
        </LegalSection>

        <LegalSection number={5} title="Consent">
          <p>
            Consent to cookies is not legally required in Australia, so we do not show a cookie banner. We still want
            you to know what we use and why, and you can opt out of analytics cookies at any time, as set out below.
          </p>
        </LegalSection>

        <LegalSection number={6} title="How to Opt Out">
          <ul>
            <li>
              <strong>Browser settings.</strong> Every major browser lets you block or delete cookies, including
              cookies from particular sites. Look for "cookies" or "site data" in your browser's privacy settings.
            </li>
            <li>
              <strong>Analytics opt-out.</strong> Install the{' '}
              <a href={company.analytics.optOutUrl} rel="noopener noreferrer">
                {company.analytics.provider} opt-out browser add-on
              </a>{' '}
              to stop your visits being measured on this and other sites.
            </li>
          </ul>
          <p>
            Blocking analytics cookies does not affect how {PRODUCT_NAME} works for you. Blocking or clearing the
            login token signs you out, and you will need to sign in again.
          </p>
        </LegalSection>

        <LegalSection number={7} title="Updates to This Policy">
          <p>
            We will update this policy when the cookies we use change, and change the effective date at the top. If a
            change is significant, we will also tell you in the app.
          </p>
        </LegalSection>

        <LegalSection number={8} title="Contact Us">
          <p>Questions about cookies or this policy? Contact us:</p>
          <ContactDetails email={company.privacyEmail} />
        </LegalSection>
      </LegalDocument>
      <PageLinks />
    </>
  );
};

export default CookiePolicyPage;
