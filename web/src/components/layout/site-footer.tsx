import { Link } from 'react-router-dom';
import { useToday } from '@/lib/today';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms of Use' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/disclaimers', label: 'Disclaimers' },
  { to: '/intellectual-property', label: 'Intellectual Property' },
] as const;

export const SiteFooter = () => (
  <footer className="border-t bg-muted/40">
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
      <p>© {useToday().slice(0, 4)} ScriptVoice. Made in Australia.</p>
      <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-1">
        {LEGAL_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="inline-flex min-h-8 items-center hover:text-foreground hover:underline">
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  </footer>
);
