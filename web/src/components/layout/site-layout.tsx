import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page and footer; the caller says who is signed in and what Logout does. */
export const SiteLayout = ({ signedIn, onLogout, children }: { signedIn: boolean; onLogout: () => void; children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <SiteHeader signedIn={signedIn} onLogout={onLogout} />
    <main className="flex-1">{children}</main>
    <SiteFooter />
  </div>
);
