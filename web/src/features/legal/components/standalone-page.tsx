import type { ReactNode } from 'react';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { company } from '@/config/company';
import { PRODUCT_NAME } from '@/lib/page-title';
import { useToday } from '@/lib/today';
import { EmailLink } from './contact-details';

/** The top bar of the standalone pages: the product name home, and a way into the app. */
export const StandaloneTopBar = () => (
  <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
    <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
      <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-7" />
        {PRODUCT_NAME}
      </Link>
      <Button asChild size="sm">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden /> Dashboard
        </Link>
      </Button>
    </div>
  </header>
);

/** Disclaimers, Intellectual Property and About stand outside the site layout, with their own bar and footer. */
export const StandalonePage = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <SkipLink />
    <StandaloneTopBar />
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>
          © {useToday().slice(0, 4)} {company.legalName} · ABN {company.abn}
        </p>
        <p>
          Contact: <EmailLink email={company.supportEmail} className="font-medium underline underline-offset-4 hover:text-foreground" />
        </p>
      </div>
    </footer>
  </div>
);
