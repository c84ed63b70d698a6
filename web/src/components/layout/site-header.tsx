import { clsx } from 'clsx';
import { Link, NavLink, useMatch } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LogOut } from './icons';
import { MobileNav } from './mobile-nav';

// The header is on the landing page, so it joins classes with clsx (no conflicts here) instead of cn/tailwind-merge.
// Links are 44 px tall on phones, where a thumb taps them.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium lg:min-h-9 lg:px-3 transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

const SIGNED_IN_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/scripts', label: 'Scripts' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/style-guide', label: 'Style Guide' },
  { to: '/documents', label: 'Documents' },
  { to: '/about', label: 'About' },
  { to: '/account', label: 'Account' },
] as const;

// A script's page has no bar of its own: this header is its top bar (spec §2: Dashboard, Generate and Logout), with
// Generate after Dashboard there (docs/decisions.md, "Web").
const SCRIPT_PAGE_LINKS = [SIGNED_IN_LINKS[0], { to: '/generate', label: 'Generate' }, ...SIGNED_IN_LINKS.slice(1)] as const;

const SIGNED_OUT_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/login', label: 'Login' },
] as const;

/**
 * Top navigation: the signed-in set ends with Logout; the brand goes to /dashboard when signed in. Below the lg
 * breakpoint the signed-in set (too long for a phone or, with a script page's Generate, a 768 px tablet) moves into
 * the Menu button's panel; the signed-out set fits.
 */
export const SiteHeader = ({ signedIn, onLogout }: { signedIn: boolean; onLogout: () => void }) => {
  const onScriptPage = useMatch('/script/:id') !== null;
  const signedInLinks = onScriptPage ? SCRIPT_PAGE_LINKS : SIGNED_IN_LINKS;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4">
        <Link to={signedIn ? '/dashboard' : '/'} className="flex min-h-11 shrink-0 items-center gap-2 text-lg font-bold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          ScriptVoice
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <div className={clsx('items-center sm:gap-1', signedIn ? 'hidden lg:flex' : 'flex')}>
            {(signedIn ? signedInLinks : SIGNED_OUT_LINKS).map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
            {signedIn && (
              <button
                type="button"
                onClick={onLogout}
                className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'text-muted-foreground' })}
              >
                <LogOut aria-hidden /> Logout
              </button>
            )}
          </div>
          {signedIn && (
            <div className="lg:hidden">
              <MobileNav links={signedInLinks} onLogout={onLogout} />
            </div>
          )}
        </nav>
      </div>
    </header>
  );
};
