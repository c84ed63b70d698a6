import { UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CreditsCard } from '@/features/dashboard/components/credits-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentScriptsCard } from '@/features/dashboard/components/recent-scripts-card';
import { RecentScriptsList } from '@/features/scripts/components/recent-scripts-list';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';

export const DashboardRoute = () => {
  usePageTitle('Dashboard');
  const { state } = useAuth();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        {state.user?.email && <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">Signed in as {state.user.email}</p>}
        <Link to="/account" className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline sm:min-h-0">
          <UserRound aria-hidden className="size-4" /> Manage your account
        </Link>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <CreditsCard />
        <RecentScriptsCard>
          <RecentScriptsList />
        </RecentScriptsCard>
      </div>
      <QuickActions />
    </div>
  );
};

export default DashboardRoute;
