import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Skip link, header, page and footer; the caller says who is signed in and what Logout does. */
export const SiteLayout = ({ signedIn, onLogout, children }: { signedIn: boolean; onLogout: () => void; children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <SkipLink />
    <SiteHeader signedIn={signedIn} onLogout={onLogout} />
    {/* At least a screen tall below the 4rem header: the footer starts below the fold, so a page whose content
        arrives after its first paint grows downwards without moving anything already on screen (no layout shift). */}
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">{children}</main>
    <SiteFooter />
  </div>
);
