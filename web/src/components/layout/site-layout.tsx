import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page and footer; the caller says who is signed in and what Logout does. */
export const SiteLayout = ({ signedIn, onLogout, children }: { signedIn: boolean; onLogout: () => void; children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <SiteHeader signedIn={signedIn} onLogout={onLogout} />
    {/* At least a screen tall below the 4rem header: the footer starts below the fold, so a page whose content
        arrives after its first paint grows downwards without moving anything already on screen (no layout shift). */}
    <main className="min-h-[calc(100svh-4rem)] flex-1">{children}</main>
    <SiteFooter />
  </div>
);
