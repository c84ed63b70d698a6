import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { ContactDetails, EmailLink } from './contact-details';
import { DocumentDate } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { PageLinks } from './page-links';

export const TermsOfUsePage = () => {
  usePageTitle('Terms of Use');
  return (
    <>
      <LegalDocument title="Terms of Use" meta={<DocumentDate label="Last Updated" date={company.termsUpdated} />}>
        <LegalSection number={1} title="About These Terms">
          <p>
            These terms are an agreement between you and {company.legalName} (ABN {company.abn}) ("we", "us", "our"),
            the Australian company that operates {PRODUCT_NAME}. They apply when you create an account or otherwise use{' '}
            {PRODUCT_NAME}. If you do not agree to them, please do not use the service. Our{' '}
            <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/cookie-policy">Cookie Policy</Link> explain
            how we handle your information.
          </p>
        </LegalSection>

        <LegalSection number={2} title="Who Can Use ScriptVoice">
          <p>
            You must be at least 18 years old to create an account. If you use {PRODUCT_NAME} for a business, you
            confirm that you are authorised to accept these terms on its behalf.
          </p>
        </LegalSection>

        <LegalSection number={3} title="Your Account">
          <p>
            You sign in with your email address and password, or with Google. Keep your sign-in details secure and do
            not share your account. You are responsible for what happens in your account. Tell us straight away at{' '}
            <EmailLink email={company.supportEmail} /> if you think someone else has used it.
          </p>
        </LegalSection>

        <LegalSection number={4} title="Credits, Pricing and Payment">
          <ul>
            <li>
              New accounts receive 3 free credits. No card is required to start. Generating a script uses one credit,
              and if a generation fails the credit is returned to your balance.
            </li>
            <li>
              {PRODUCT_NAME} is pay as you go: you buy credit packs when you need them, and there is no mandatory
              subscription.
            </li>
            <li>
              All fees are in Australian dollars (AUD) and include GST where it applies. There are no hidden fees: the
              price shown on the <Link to="/pricing">Pricing</Link> page is the price you pay.
            </li>
            <li>Purchased credits never expire.</li>
            <li>
              We may change our prices. We will give you at least 30 days' notice of a price change, and a change never
              affects credits you have already bought.
            </li>
            <li>
              Payments are processed by Stripe. You enter your card details on Stripe's checkout page; we never see or
              store your card number.
            </li>
          </ul>
        </LegalSection>

        <LegalSection number={5} title="Refunds and Cancellation">
          <p>
            Because credits are delivered to your account as soon as you pay, we do not give refunds, except as
            required by law. Our services come with guarantees that cannot be excluded under the Australian Consumer
            Law, and nothing in these terms limits them: if a service fails to meet a consumer guarantee, you may be
            entitled to a remedy, including a refund.
          </p>
          <p>
            Credit packs are one-off purchases with nothing to cancel. If you have a recurring plan with us, you can
            cancel it at any time; cancellation applies at the end of the billing period, you keep access until then,
            and you will not be charged again.
          </p>
        </LegalSection>

        <LegalSection number={6} title="Your Content and Who Owns It">
          <p>
            You own your inputs (the scripts and transcripts you upload, your style guide and the topics and details
            you enter) and the outputs {PRODUCT_NAME} generates for you. We claim no ownership of them. You can export
            your content and delete it: download any script from its page, delete uploaded documents in My Documents,
            and export everything or delete your account from your dashboard (or email{' '}
            <EmailLink email={company.supportEmail} /> and we will do it for you).
          </p>
          <p>
            You must have the right to upload what you upload. Do not upload material that belongs to someone else
            unless you have their permission.
          </p>
        </LegalSection>

        <LegalSection number={7} title="The Licence You Give Us">
          <p>
            To run the service, you give us a limited, non-exclusive, royalty-free licence to process and store your
            content, only to provide {PRODUCT_NAME} to you: for example to build your voice profile, generate your
            scripts and keep your library. This licence ends when you delete the content or your account, apart from
            copies in backups, which expire within 35 days.
          </p>
          <p>
            We may also use aggregated, anonymised data about how the service is used (for example how many scripts
            are generated for each platform) to operate and improve {PRODUCT_NAME}. That data does not identify you
            and does not reproduce your content.
          </p>
          <p>
            Your content is not used to train AI models for other users without your consent. The models that write
            your scripts are accessed through Amazon Web Services, and AWS does not use your content to train them.
          </p>
        </LegalSection>

        <LegalSection number={8} title="AI-Generated Content">
          <p>
            Scripts are generated by AI. Generated content may be inaccurate, incomplete or out of date, and it may be
            similar to existing works, including other people's content. You must verify generated content before you
            rely on it or publish it: check facts, figures and claims, and make sure your use does not infringe anyone
            else's rights. You are responsible for what you publish.
          </p>
        </LegalSection>

        <LegalSection number={9} title="Acceptable Use">
          <p>You must not use {PRODUCT_NAME} to:</p>
          <ul>
            <li>create or upload content that is unlawful, defamatory, harassing, hateful or misleading;</li>
            <li>infringe anyone's copyright, trade marks, privacy or other rights;</li>
            <li>impersonate another person or misrepresent AI-generated content in a way that deceives people;</li>
            <li>
              probe, disrupt or overload the service, get around its limits or security, or access another user's
              account or content;
            </li>
            <li>scrape, copy, resell or reverse engineer the service.</li>
          </ul>
        </LegalSection>

        <LegalSection number={10} title="Availability and Changes to the Service">
          <p>
            We work to keep {PRODUCT_NAME} available and reliable, but it may sometimes be interrupted for maintenance
            or by events outside our control. We may change or improve features. If we stop offering the service, we
            will give you reasonable notice so you can use your credits and export your content.
          </p>
        </LegalSection>

        <LegalSection number={11} title="Limitation of Liability">
          <p>
            Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian
            Consumer Law that cannot lawfully be excluded. Subject to that:
          </p>
          <ul>
            <li>
              where the law allows us to limit our liability for failing to meet a consumer guarantee, our liability is
              limited to supplying the service again or paying the cost of having it supplied again;
            </li>
            <li>
              we are not liable for indirect or consequential loss, such as lost profits, lost revenue or loss caused
              by your publishing generated content;
            </li>
            <li>
              our total liability to you for any claim is limited to the amount you paid us in the 12 months before the
              claim arose.
            </li>
          </ul>
        </LegalSection>

        <LegalSection number={12} title="Suspension and Closing Your Account">
          <p>
            You can stop using {PRODUCT_NAME} and ask us to delete your account at any time. We may suspend or close
            an account that seriously or repeatedly breaches these terms; where it is reasonable to, we will tell you
            first and give you a chance to fix the problem. If we close your account, or stop offering the service,
            when you have not breached these terms, the Australian Consumer Law may entitle you to a refund of
            credits you paid for but could not use.
          </p>
        </LegalSection>

        <LegalSection number={13} title="Changes to These Terms">
          <p>
            We may update these terms. We will give you at least 30 days' notice of a change that materially affects
            you, by email or in the app. If you keep using {PRODUCT_NAME} after a change takes effect, the new terms
            apply; if you do not agree to them, you can close your account.
          </p>
        </LegalSection>

        <LegalSection number={14} title="Governing Law">
          <p>
            These terms are governed by the law of {company.governingLaw}, Australia. You and we submit to the
            non-exclusive jurisdiction of the courts of {company.governingLaw} and the courts that can hear appeals
            from them.
          </p>
        </LegalSection>

        <LegalSection number={15} title="Contact Us">
          <p>Questions about these terms? Contact us:</p>
          <ContactDetails email={company.supportEmail} />
        </LegalSection>
      </LegalDocument>
      <PageLinks />
    </>
  );
};

export default TermsOfUsePage;
