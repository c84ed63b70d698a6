import { company } from '@/config/company';

export const EmailLink = ({ email, className }: { email: string; className?: string }) => (
  <a href={`mailto:${email}`} className={className}>
    {email}
  </a>
);

/** The operator's name, ABN, email and postal address, as a contact block. */
export const ContactDetails = ({ email }: { email: string }) => (
  <address className="rounded-lg border bg-muted/40 p-4 not-italic">
    <strong>{company.legalName}</strong> <span className="whitespace-nowrap">(ABN {company.abn})</span>
    <br />
    Email: <EmailLink email={email} />
    <br />
    Post: {company.postalAddress}
  </address>
);
