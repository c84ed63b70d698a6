import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { ContactDetails, EmailLink } from './contact-details';
import { DocumentDate } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { PageLinks } from './page-links';

export const PrivacyPolicyPage = () => {
  usePageTitle('Privacy Policy');
  return (
    <>
      <LegalDocument title="Privacy Policy" meta={<DocumentDate label="Last Updated" date={company.privacyPolicyUpdated} />}>
        <LegalSection number={1} title="About This Policy">
          <p>
            {PRODUCT_NAME} is operated by {company.legalName} (ABN {company.abn}), an Australian company ("we", "us",
            "our"). We are bound by the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs) in
            it. This policy explains what personal information we collect when you use {PRODUCT_NAME}, why we collect
            it, where we keep it, who we share it with, and how you can see, correct, export or delete it.
          </p>
          <p>
            You do not have to give us your name to use {PRODUCT_NAME}. We do need an email address to create and
            secure your account, so we cannot offer the service anonymously.
          </p>
        </LegalSection>

        <LegalSection number={2} title="Information We Collect">
          <ul>
            <li>
              <strong>Account details.</strong> Your email address and the identifiers Amazon Cognito, our sign-in
              service, creates for your account. Your password is handled by Amazon Cognito; we never see it or store
              it in readable form.
            </li>
            <li>
              <strong>Google sign-in.</strong> If you sign up with Google, Google shares your email address and an
              account identifier with us. We never receive your Google password.
            </li>
            <li>
              <strong>Content you give us.</strong> The past scripts and transcripts you upload (.txt, .srt and .vtt
              files), your style guide, and the topics, details, platforms, lengths and tones you enter when you
              generate a script.
            </li>
            <li>
              <strong>Content we create for you.</strong> The scripts we generate, and the voice profile we build from
              your uploads (for example your speaking rate, sentence patterns, openers, sign-offs and signature
              phrases).
            </li>
            <li>
              <strong>Payment records.</strong> The credit packages you buy, amounts, dates, your credit balance and
              the Stripe reference for each payment. You enter your card details on Stripe's checkout page:
              we never see or store your card number.
            </li>
            <li>
              <strong>Technical data.</strong> Your IP address, browser and device type, and the requests your browser
              makes to our service, recorded in our service's logs with its errors, for security and to fix problems.
              We do not use any analytics service.
            </li>
            <li>
              <strong>Cookies and similar technologies.</strong> The login tokens that keep you signed in and a few
              items that make features work, kept in your browser's storage; no analytics or advertising cookies. Our{' '}
              <Link to="/cookie-policy">Cookie Policy</Link> lists each one and how long it lasts.
            </li>
          </ul>
          <p>
            We do not ask for sensitive information (such as health, religious or political information). Please do
            not upload personal information about other people unless you are entitled to share it with us.
          </p>
        </LegalSection>

        <LegalSection number={3} title="How We Collect It">
          <p>
            We collect most information directly from you when you sign up, upload documents, save your style guide,
            generate scripts or buy credits. We receive some from third parties: Google (if you choose Google
            sign-in) and Stripe (confirmation that a payment succeeded). Technical data and logs are recorded
            automatically as you use the site.
          </p>
        </LegalSection>

        <LegalSection number={4} title="Why We Collect and Use It">
          <ul>
            <li>To create your account, sign you in and keep your account secure.</li>
            <li>
              To write scripts in your voice: your uploads, voice profile and style guide are used to generate your
              scripts, and only yours.
            </li>
            <li>To keep your library of documents and scripts so you can come back to them.</li>
            <li>To process payments, add purchased credits and keep an accurate credit balance.</li>
            <li>To answer your questions and requests.</li>
            <li>
              To understand how {PRODUCT_NAME} is used and to fix and improve it, using aggregated, anonymised data
              from our own service's records that does not identify you or reproduce your content.
            </li>
            <li>To meet our legal obligations, including tax and accounting record keeping.</li>
          </ul>
          <p>
            We do not sell your personal information. We do not use your content to train AI models for other users
            without your consent. We send you service emails, such as the message confirming your email address; we
            do not send marketing emails unless you have agreed to receive them, and each one includes a way to
            unsubscribe.
          </p>
        </LegalSection>

        <LegalSection number={5} title="How Scripts Are Written">
          <p>
            Scripts are written by large language models that we access through Amazon Bedrock, a service of Amazon
            Web Services (AWS). To write a script we send the model your topic and settings, your style guide and
            relevant passages from your own uploads. Under AWS's terms for Amazon Bedrock, this content is not used
            to train the models and is not shared with the companies that make them.
          </p>
        </LegalSection>

        <LegalSection number={6} title="Where We Store It and How We Protect It">
          <p>
            Your account, uploads, style guide, scripts and payment records are stored with AWS in the{' '}
            <strong>{company.dataRegion}</strong> region, in Australia, using Amazon DynamoDB and Amazon S3. Data is
            encrypted in transit and at rest. Sign-in is handled by Amazon Cognito, every request to our service is
            checked against your identity, and one user can never read another user's content. Access by our staff is
            limited to what is needed to run and support the service.
          </p>
          <p>
            If a data breach is likely to result in serious harm to you, we will notify you and the Office of the
            Australian Information Commissioner (OAIC) as the Notifiable Data Breaches scheme requires.
          </p>
        </LegalSection>

        <LegalSection number={7} title="Who We Share It With">
          <p>We share personal information only with service providers who help us run {PRODUCT_NAME}:</p>
          <ul>
            <li>
              <strong>Amazon Web Services</strong>: hosting, storage, sign-in (Amazon Cognito) and script writing
              (Amazon Bedrock).
            </li>
            <li>
              <strong>Stripe</strong>: payment processing. Stripe handles your card details under its own privacy
              policy.
            </li>
            <li>
              <strong>Google</strong>: sign-in, if you choose it.
            </li>
          </ul>
          <p>
            We may also disclose information to our professional advisers, or where the law requires or authorises
            it, for example to respond to a court order.
          </p>
        </LegalSection>

        <LegalSection number={8} title="Overseas Disclosure">
          <p>
            Your account and content are stored in Australia. Some of our providers may process personal information
            outside Australia, and APP 8 requires us to tell you about it:
          </p>
          <ul>
            <li>Stripe processes payment information in the United States and other countries where it operates.</li>
            <li>Google processes sign-in information in the United States and other countries, if you sign in with Google.</li>
            <li>
              Some AWS services that deliver the site and its features, such as the network that serves web pages
              close to you and Amazon Bedrock when a model is served from another region, may process data outside
              Australia.
            </li>
          </ul>
          <p>
            Before we disclose personal information overseas we take reasonable steps, through our agreements with
            these providers, to ensure they handle it consistently with the APPs.
          </p>
        </LegalSection>

        <LegalSection number={9} title="How Long We Keep It">
          <p>
            We keep your account, uploads, style guide and scripts for as long as your account is open. You can delete
            an uploaded document at any time in My Documents. When your account is deleted, we delete your account and
            content from our live systems; copies in encrypted backups expire within 35 days.
          </p>
          <p>
            We keep financial records, such as payment records and credit purchases, for about 7 years, because
            Australian tax and accounting law requires it, even after your account is deleted.
          </p>
        </LegalSection>

        <LegalSection number={10} title="Access, Correction, Export and Deletion">
          <p>
            You can ask us for a copy of the personal information we hold about you (APP 12), ask us to correct it
            (APP 13), ask for an export of your content, or ask us to delete your account. Email{' '}
            <EmailLink email={company.privacyEmail} /> from the address on your account. You can also do much of this
            yourself: export all your content or delete your account from your dashboard, download any script from its
            page, and delete documents in My Documents.
          </p>
          <p>
            We respond to data requests within 30 days. There is no charge. If we refuse a request, for example
            because the law does not allow us to give access, we will tell you why in writing and how to complain.
          </p>
        </LegalSection>

        <LegalSection number={11} title="Complaints">
          <p>
            If you think we have mishandled your personal information, please email{' '}
            <EmailLink email={company.privacyEmail} /> first. We will acknowledge your complaint promptly and give you
            our response within 30 days.
          </p>
          <p>
            If you are not satisfied with our response, you can complain to the Office of the Australian Information
            Commissioner (OAIC) at <a href="https://www.oaic.gov.au">oaic.gov.au</a> or on 1300 363 992.
          </p>
        </LegalSection>

        <LegalSection number={12} title="Changes to This Policy">
          <p>
            We will update this policy when the way we handle personal information changes, and change the date at
            the top. If a change materially affects you, we will tell you by email or in the app before it takes
            effect.
          </p>
        </LegalSection>

        <LegalSection number={13} title="Contact Us">
          <p>For privacy questions, requests and complaints, contact our privacy officer:</p>
          <ContactDetails email={company.privacyEmail} />
        </LegalSection>
      </LegalDocument>
      <PageLinks />
    </>
  );
};

export default PrivacyPolicyPage;
