import { House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** The way on from a policy page: back to the landing page or on to the dashboard. */
export const PageLinks = () => (
  <nav aria-label="Continue" className="mx-auto flex w-full max-w-3xl flex-col gap-3 border-t px-4 pt-8 pb-16 sm:flex-row sm:px-6">
    <Button asChild variant="outline">
      <Link to="/">
        <House aria-hidden /> Back to Home
      </Link>
    </Button>
    <Button asChild>
      <Link to="/dashboard">
        <LayoutDashboard aria-hidden /> Go to Dashboard
      </Link>
    </Button>
  </nav>
);
