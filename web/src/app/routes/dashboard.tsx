import { useQueryClient } from '@tanstack/react-query';
import { AccountCard } from '@/features/account/components/account-card';
import { CreditsCard } from '@/features/dashboard/components/credits-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentScriptsCard } from '@/features/dashboard/components/recent-scripts-card';
import { RecentScriptsList } from '@/features/scripts/components/recent-scripts-list';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';

export const DashboardRoute = () => {
  usePageTitle('Dashboard');
  const { state, refresh } = useAuth();
  const queryClient = useQueryClient();
  // Signed out, the route guard takes the user to /login, where the toast stays in view.
  const accountDeleted = () => {
    queryClient.clear();
    void refresh();
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        {state.user?.email && <p className="mt-1 text-muted-foreground">Signed in as {state.user.email}</p>}
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <CreditsCard />
        <RecentScriptsCard>
          <RecentScriptsList />
        </RecentScriptsCard>
      </div>
      <QuickActions />
      <AccountCard onDeleted={accountDeleted} />
    </div>
  );
};

export default DashboardRoute;
