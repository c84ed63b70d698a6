import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';

/** A screen's breadcrumb (a home icon to /dashboard, then the screen as plain text), title and subtitle. */
export const PageHeader = ({ title, subtitle }: { title: string; subtitle: string }) => (
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
    <header>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-muted-foreground">{subtitle}</p>
    </header>
  </>
);
