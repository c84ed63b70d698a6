import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { PRODUCT_NAME, usePageTitle } from '@/lib/page-title';
import { ContactDetails, EmailLink } from './contact-details';
import { LastUpdatedToday } from './document-date';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { StandalonePage } from './standalone-page';

export const IntellectualPropertyPage = () => {
  usePageTitle('Intellectual Property');
  return (
    <StandalonePage>
      <LegalDocument
        title="Intellectual Property"
        meta={
          <>
            <p>
              Effective <time dateTime="2025-10-30">October 30, 2025</time>
            </p>
            <LastUpdatedToday />
          </>
        }
      >
        <LegalSection number={1} title="Ownership of ScriptVoice">
          <p>
            {company.legalName} owns {PRODUCT_NAME}: its software, design, text, graphics, logos and the way the
            service learns and applies a creator's voice. These are protected by Australian and international
            intellectual property laws. Using {PRODUCT_NAME} does not transfer any of these rights to you.
          </p>
        </LegalSection>

        <LegalSection number={2} title="Your Content Belongs to You">
          <p>
            You own your inputs (the scripts and transcripts you upload, your style guide and the topics and details
            you enter) and the outputs {PRODUCT_NAME} generates for you. We claim no ownership of them, and you may
            use, edit, publish and sell your scripts as you choose. You can export your content and delete it at any
            time.
          </p>
        </LegalSection>

        <LegalSection number={3} title="The Licence You Give Us">
          <p>
            You give us a limited, non-exclusive, royalty-free licence to process and store your content, only to
            provide {PRODUCT_NAME} to you. We may use aggregated, anonymised data about how the service is used to
            operate and improve it; that data does not identify you or reproduce your content. The licence ends when
            you delete the content or your account, apart from copies in backups, which expire within 35 days.
          </p>
        </LegalSection>

        <LegalSection number={4} title="AI Models and Training">
          <p>
            Your content is not used to train AI models for other users without your consent. Your voice profile and
            style guide are used only to write your scripts. The models that write them are accessed through Amazon
            Web Services, which does not use your content to train them.
          </p>
        </LegalSection>

        <LegalSection number={5} title="Generated Content and Other People's Rights">
          <p>
            AI models learn from large amounts of existing text, so generated content may be similar to existing
            works. Before you publish a script, check that it does not copy or closely imitate someone else's work or
            use their trade marks in a misleading way. Under Australian law, copyright protects works with a human
            author, so a script generated with little human input may not be protected by copyright; your own edits
            and creative choices strengthen your claim to it.
          </p>
        </LegalSection>

        <LegalSection number={6} title="Trade Marks">
          <p>
            "{PRODUCT_NAME}" and the {PRODUCT_NAME} logo are trade marks of {company.legalName}. You may refer to{' '}
            {PRODUCT_NAME} by name, for example to say that a script was drafted with it, but you may not use our name
            or logo in a way that suggests we endorse you or your content.
          </p>
        </LegalSection>

        <LegalSection number={7} title="Reporting Infringement">
          <p>
            If you believe someone has used {PRODUCT_NAME} to infringe your copyright or other rights, email{' '}
            <EmailLink email={company.supportEmail} /> with:
          </p>
          <ul>
            <li>your name and contact details;</li>
            <li>the work you say is infringed, and evidence that you own it or act for the owner;</li>
            <li>where the infringing material is, with enough detail for us to find it;</li>
            <li>a statement that the information in your notice is accurate.</li>
          </ul>
          <p>
            We review every notice promptly. Where material infringes, we remove it and may suspend the account
            responsible.
          </p>
        </LegalSection>

        <LegalSection number={8} title="Changes and Contact">
          <p>
            We may update this notice; the date at the top shows when it last changed. It should be read with our{' '}
            <Link to="/terms-and-conditions">Terms of Use</Link> and <Link to="/disclaimers">Disclaimers</Link>.
            Questions about intellectual property? Contact us:
          </p>
          <ContactDetails email={company.supportEmail} />
        </LegalSection>
      </LegalDocument>
    </StandalonePage>
  );
};

export default IntellectualPropertyPage;
