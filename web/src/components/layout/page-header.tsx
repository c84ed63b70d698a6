import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';

/**
 * A screen's breadcrumb (a home icon to /dashboard, then the screen as plain text), title and subtitle, and `actions`
 * beside them (below them on phones): the voice switcher, say.
 */
export const PageHeader = ({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) => (
  <>
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          {/* A 32 px target around the 16 px icon; the negative margin keeps the icon where it was. */}
          <BreadcrumbLink asChild className="-m-2 size-8 justify-center rounded-md">
            <Link to="/dashboard" aria-label="Dashboard">
              <House aria-hidden className="size-4" />
            </Link>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{title}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">{subtitle}</p>
      </div>
      {actions}
    </header>
  </>
);
