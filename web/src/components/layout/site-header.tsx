import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

const SIGNED_IN_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/style-guide', label: 'Style Guide' },
  { to: '/documents', label: 'Documents' },
  { to: '/about', label: 'About' },
] as const;

const SIGNED_OUT_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/login', label: 'Login' },
] as const;

/** Top navigation: the signed-in set ends with Logout; the brand goes to /dashboard when signed in. */
export const SiteHeader = ({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) => (
  <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
    <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
      <Link to={signedIn ? '/dashboard' : '/'} className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-7" />
        ScriptVoice
      </Link>
      <nav aria-label="Main" className="flex items-center gap-1 overflow-x-auto">
        {(signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS).map((link) => (
          <NavLink key={link.to} to={link.to} className={navLinkClass}>
            {link.label}
          </NavLink>
        ))}
        {signedIn && (
          <Button variant="ghost" size="sm" onClick={onLogout} className="text-muted-foreground">
            <LogOut aria-hidden /> Logout
          </Button>
        )}
      </nav>
    </div>
  </header>
);
