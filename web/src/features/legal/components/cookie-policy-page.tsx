import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { BROWSER_STORAGE } from '../utils/browser-storage';
import { ContactDetails } from './contact-details';
import { DocumentDate } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { PageLinks } from './page-links';

const STRIPE_COOKIES_POLICY = 'https://stripe.com/cookies-policy/legal';

const EffectiveDate = () =>
  company.cookiePolicyEffectiveDate === null ? (
    <p>Effective date: [To be confirmed]</p>
  ) : (
    <DocumentDate label="Effective date" date={company.cookiePolicyEffectiveDate} />
  );

// On a phone each row stacks into a block (three columns of a few words each were unreadable at 360 px); the
// explicit roles keep it a table for screen readers, which drop table semantics from restyled table elements.
const StorageTable = () => (
  <div className="overflow-x-auto rounded-lg border">
    <table role="table" className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">What {PRODUCT_NAME} keeps in your browser, and for how long</caption>
      <thead className="bg-muted/60 text-foreground max-sm:sr-only">
        <tr role="row">
          <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
            Item
          </th>
          <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
            Purpose
          </th>
          <th role="columnheader" scope="col" className="px-3 py-3 font-semibold sm:px-4">
            Duration
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-sm:block">
        {BROWSER_STORAGE.map((item) => (
          <tr role="row" key={item.key} className="align-top max-sm:block max-sm:py-2">
            <th role="rowheader" scope="row" className="px-3 py-3 font-medium text-foreground max-sm:block max-sm:pb-1 sm:px-4">
              {item.name}
              <code className="mt-1 block text-sm font-normal break-all text-muted-foreground">{item.key}</code>
            </th>
            <td role="cell" className="px-3 py-3 max-sm:block max-sm:py-1 sm:px-4">
              <span className="block text-sm font-semibold text-muted-foreground">
                {item.kind} · {item.where}
              </span>
              {item.purpose}
            </td>
            <td
              role="cell"
              className="px-3 py-3 max-sm:block max-sm:pt-1 max-sm:before:font-semibold max-sm:before:text-foreground max-sm:before:content-['Duration:_'] sm:px-4"
            >
              {item.duration}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

export const CookiePolicyPage = () => {
  usePageTitle('Cookie Policy');
  return (
    <>
      <LegalDocument title="Cookie Policy" meta={<EffectiveDate />}>
        <LegalSection number={1} title="About This Policy">
          <p>
            This policy explains what {company.legalName} (ABN {company.abn}) keeps in your browser when you use{' '}
            {PRODUCT_NAME}, why, for how long, and how you can control it. It should be read with our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </LegalSection>

        <LegalSection number={2} title="What Cookies Are">
          <p>
            Cookies are small text files that a website stores in your browser. Your browser's local storage and
            session storage work in a similar way: local storage keeps what a site saves until it is removed, session
            storage until you close the tab. In this policy, "cookies" covers all three.
          </p>
        </LegalSection>

        <LegalSection number={3} title="What We Store in Your Browser">
          <p>
            {PRODUCT_NAME} sets no cookies of its own. It keeps the items below in your browser's local and session
            storage, each only for the feature it serves, and nothing else:
          </p>
          <StorageTable />
          <p>
            Only the login tokens ever leave your browser: they are sent to our service and to Amazon Cognito to show
            it is you. The rest is read only by {PRODUCT_NAME}'s pages on this device.
          </p>
        </LegalSection>

        <LegalSection number={4} title="Analytics">
          <p>
            We do not use analytics. No analytics or advertising cookies, tracking pixels or third-party scripts run
            on {PRODUCT_NAME}, and we do not follow you across other sites. What we know about how the service is used
            comes from our own service's records (the requests it answers and the errors it logs), as our Privacy
            Policy explains. If we ever add analytics, we will update this policy before it starts.
          </p>
        </LegalSection>

        <LegalSection number={5} title="Cookies on Other Sites">
          <ul>
            <li>
              <strong>Payments.</strong> When you buy credits, you leave {PRODUCT_NAME} for Stripe's checkout page, on
              Stripe's own site. Stripe sets its own cookies there, to process your payment securely and to detect and
              prevent fraud, under the{' '}
              <a href={STRIPE_COOKIES_POLICY} rel="noopener noreferrer">
                Stripe Cookies Policy
              </a>
              . We do not load Stripe's code on our pages, and we cannot read its cookies.
            </li>
            <li>
              <strong>Google sign-in.</strong> If you choose to sign up with Google, you pass through Google's sign-in
              page and our sign-in service's page (Amazon Cognito), which set their own cookies on their own sites to
              sign you in.
            </li>
          </ul>
        </LegalSection>

        <LegalSection number={6} title="Consent and Your Choices">
          <p>
            Consent to cookies is not legally required in Australia, and everything we store serves a feature you use,
            so we do not show a cookie banner. You can still opt out at any time:
          </p>
          <ul>
            <li>
              <strong>Clear what we stored.</strong> Logging out removes the login tokens. Clearing this site's data in
              your browser's privacy settings (look for "cookies" or "site data") removes everything in the table.
            </li>
            <li>
              <strong>Block it.</strong> Every major browser can block a site from storing data. {PRODUCT_NAME} then
              cannot keep you signed in: you will be signed out when you reload or close the page, and the teleprompter
              will not remember its speed or text size.
            </li>
          </ul>
        </LegalSection>

        <LegalSection number={7} title="Updates to This Policy">
          <p>
            We will update this policy when what we store in your browser changes, and change the effective date at
            the top. If a change is significant, such as adding analytics, we will also tell you in the app before it
            takes effect.
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
