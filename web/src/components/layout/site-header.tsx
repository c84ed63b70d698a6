import { Link, NavLink } from 'react-router-dom';
import { cn } from '@/utils/cn';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground', isActive ? 'text-primary' : 'text-muted-foreground');

/** Top navigation for visitors. */
export const SiteHeader = () => (
  <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
    <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
      <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-7" />
        ScriptVoice
      </Link>
      <nav aria-label="Main" className="flex items-center gap-1">
        <NavLink to="/pricing" className={navLinkClass}>
          Pricing
        </NavLink>
        <NavLink to="/about" className={navLinkClass}>
          About
        </NavLink>
        <NavLink to="/login" className={navLinkClass}>
          Login
        </NavLink>
      </nav>
    </div>
  </header>
);
