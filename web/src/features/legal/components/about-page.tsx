import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { EmailLink } from './contact-details';
import { LastUpdatedToday } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { StandalonePage } from './standalone-page';

export const AboutPage = () => {
  usePageTitle('About');
  return (
    <StandalonePage>
      <LegalDocument title={`About ${PRODUCT_NAME}`} meta={<LastUpdatedToday />}>
        <p className="text-lg text-foreground">
          {PRODUCT_NAME} has helped creators write scripts that sound like themselves since {company.foundedYear}.
          We are an Australian company, and your account and content are stored in Australia.
        </p>

        <LegalSection title="Our Mission">
          <p>
            Your audience follows you for the way you talk: your pace, your phrases, the way you open and sign off.
            Generic AI writing loses all of that. Our mission is to give creators the speed of AI without giving up
            their own voice.
          </p>
        </LegalSection>

        <LegalSection title="What We Do">
          <p>
            {PRODUCT_NAME} writes YouTube videos, TikToks, Instagram Reels and podcast episodes, timed to the length
            you choose and written in your style. It is built for video makers, podcasters, educators and marketers
            who publish often and want every script to sound like them.
          </p>
        </LegalSection>

        <LegalSection title="How It Works">
          <ol>
            <li>
              <strong>Upload what you have already made.</strong> Past scripts and caption files (.txt, .srt and .vtt).
            </li>
            <li>
              <strong>{PRODUCT_NAME} learns your voice.</strong> It measures your speaking rate from caption
              timestamps and picks up your sentence rhythm, openers, sign-offs and signature phrases. Your style guide
              adds your intro and outro, used word for word.
            </li>
            <li>
              <strong>Generate.</strong> Choose a topic, platform, length and tone, and get a script planned for that
              platform and sized to the time you asked for.
            </li>
          </ol>
        </LegalSection>

        <LegalSection title="Ownership">
          <p>
            You own everything you upload and every script {PRODUCT_NAME} generates for you. You can download your
            scripts, delete your documents, and export all your content or delete your account from your dashboard at
            any time.
            Your content is not used to train AI models for other users without your consent.
          </p>
        </LegalSection>

        <LegalSection title="Trust and Security">
          <ul>
            <li>
              Your account and content are stored on Amazon Web Services in the {company.dataRegion} region, encrypted
              in transit and at rest.
            </li>
            <li>Sign-in is handled by Amazon Cognito, with your email and password or with Google.</li>
            <li>
              Scripts are written by AI models accessed through Amazon Bedrock, which does not use your content to train
              them.
            </li>
            <li>Payments are handled by Stripe. We never see or store your card number.</li>
            <li>
              We follow the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles. Our{' '}
              <Link to="/privacy-policy">Privacy Policy</Link> sets out the details.
            </li>
          </ul>
        </LegalSection>

        <LegalSection title="Pricing">
          <p>
            Start with 3 free credits, no card required. After that, {PRODUCT_NAME} is pay as you go: buy credit packs
            in Australian dollars when you need them, with no subscription and no hidden fees. Purchased credits never
            expire. See the current packs on our <Link to="/pricing">Pricing</Link> page.
          </p>
        </LegalSection>

        <LegalSection title="Contact">
          <p>
            Questions, feedback or partnership ideas? Email <EmailLink email={company.supportEmail} />, or write to us
            at {company.postalAddress}.
          </p>
          <p className="font-medium text-foreground">
            {company.legalName} · ABN {company.abn}
          </p>
        </LegalSection>
      </LegalDocument>
    </StandalonePage>
  );
};

export default AboutPage;
